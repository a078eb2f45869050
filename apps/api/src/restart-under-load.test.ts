import type { AddressInfo } from "node:net";
import { prepareGracefulShutdown } from "@keen/server-kit/graceful-shutdown";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { bearer, buildTestApp, buildUser, signTokenFor } from "./test/factories";
import { startRoundRobinProxy } from "./test/round-robin-proxy";

const { db } = await useTestDatabase();
const DRAIN_MS = 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One API instance listening on `port` (0: any), stopped the way SIGTERM stops it. */
async function startInstance(port = 0) {
  // Every request comes from one address here; the limit is not what this test is about.
  const app = await buildTestApp(db, { env: { RATE_LIMIT_MAX: "1000000" } });
  // A read that is still running when the instance is told to stop (a slow query).
  app.get("/test/slow-read", async () => {
    await db.execute(sql`select pg_sleep(0.15)`);
    return { ok: true };
  });
  const graceful = prepareGracefulShutdown(app, { service: "api", drainMs: DRAIN_MS });
  await app.listen({ host: "127.0.0.1", port });
  return { app, graceful, port: (app.server.address() as AddressInfo).port };
}

const first = await startInstance();
const second = await startInstance();
const proxy = await startRoundRobinProxy([first.port, second.port]);
afterAll(() => proxy.close());

/** Sequential GETs through the proxy until `until` resolves; the status of each. */
async function readLoop(path: string, until: Promise<unknown>): Promise<number[]> {
  let isDone = false;
  void until.then(() => {
    isDone = true;
  });
  const statuses: number[] = [];
  while (!isDone && statuses.length < 400) {
    const response = await fetch(`${proxy.url}${path}`).catch(() => undefined);
    statuses.push(response?.status ?? 0);
    await response?.arrayBuffer().catch(() => undefined);
    await sleep(5);
  }
  return statuses;
}

describe("restarting one of two API instances under steady read load", () => {
  it("fails no request, and ends live streams instead of cutting them", async () => {
    const member = await buildUser(db);
    const events = await fetch(`http://127.0.0.1:${first.port}/Events`, {
      headers: bearer(await signTokenFor(member)),
    });
    expect(events.status).toBe(200);
    const streamEnd = events.body!.pipeTo(new WritableStream()).then(
      () => "ended",
      (error: Error) => `failed: ${error.message}`,
    );

    let markRestarted = () => {};
    const isRestarted = new Promise<void>((resolve) => {
      markRestarted = resolve;
    });
    const afterRestart = isRestarted.then(() => sleep(800));
    const loops = [
      ...Array.from({ length: 4 }, () => readLoop("/Lookup/Disciplines", afterRestart)),
      ...Array.from({ length: 4 }, () => readLoop("/test/slow-read", afterRestart)),
    ];

    await sleep(600);
    const readyBefore = (await fetch(`http://127.0.0.1:${first.port}/ready`)).status;
    const stopping = first.graceful.shutdown();
    await sleep(50);
    const readyDuring = (await fetch(`http://127.0.0.1:${first.port}/ready`)).status;
    await stopping;
    expect(await streamEnd).toBe("ended");
    const replacement = await startInstance(first.port);
    markRestarted();

    const statuses = (await Promise.all(loops)).flat();
    const failed = statuses.filter((status) => status !== 200);
    expect({ isSteadyLoad: statuses.length > 150, failed }).toEqual({ isSteadyLoad: true, failed: [] });
    expect([readyBefore, readyDuring]).toEqual([200, 503]);
    // The replacement takes its share again once it reports ready.
    const afterwards = await fetch(`http://127.0.0.1:${replacement.port}/ready`);
    expect(afterwards.status).toBe(200);
  });
});
