import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { isProbeRequest, ProbeQuietLogController } from "./probe-logging";

/** A Fastify app logging at `level` into an array of parsed lines. */
async function buildLoggedApp(level: string) {
  const lines: { level: number; msg: string; req?: { url: string } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new ProbeQuietLogController() });
  app.get("/health", async () => ({ status: "ok" }));
  app.get("/ready", async () => {
    throw new Error("database gone");
  });
  app.get("/cards", async () => []);
  await app.ready();
  return { app, lines };
}

const info = 30;
const debug = 20;

describe("probe logging", () => {
  it("recognises /health, /ready and /metrics, with or without a query, and nothing else", () => {
    expect(isProbeRequest({ url: "/health" })).toBe(true);
    expect(isProbeRequest({ url: "/metrics" })).toBe(true);
    expect(isProbeRequest({ url: "/metricsx" })).toBe(false);
    expect(isProbeRequest({ url: "/ready?verbose=1" })).toBe(true);
    expect(isProbeRequest({ url: "/healthy" })).toBe(false);
    expect(isProbeRequest({ url: "/cards/health" })).toBe(false);
  });

  it("keeps probes out of the info log while other requests are logged", async () => {
    const { app, lines } = await buildLoggedApp("info");
    for (let i = 0; i < 5; i++) await app.inject({ method: "GET", url: "/health" });
    await app.inject({ method: "GET", url: "/cards" });
    expect(lines.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    expect(lines.every((line) => line.level === info)).toBe(true);
  });

  it("logs probes at debug, and a failing probe as an error", async () => {
    const { app, lines } = await buildLoggedApp("debug");
    await app.inject({ method: "GET", url: "/health" });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [debug, "incoming probe"],
      [debug, "probe answered"],
    ]);
    lines.length = 0;
    await app.inject({ method: "GET", url: "/ready" });
    expect(lines.some((line) => line.level >= 50)).toBe(true);
  });
});
