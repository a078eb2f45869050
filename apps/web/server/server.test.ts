import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildWebServer } from "./server";

function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "keen-web-dist-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>KEEN Cards</title>");
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log('app')");
  return dir;
}

const env = { VITE_API_URL: "http://api.test", VITE_AUTH_DOMAIN: "http://idp.test", SECRET_KEY: "hidden" };

describe("web server", () => {
  it("serves index.html for app routes, uncached, so the client router decides", async () => {
    const { app } = await buildWebServer(env, fakeBuild());
    const res = await app.inject({ url: "/card/my-cards?x=1" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("KEEN Cards");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("caches hashed assets for a year", async () => {
    const { app } = await buildWebServer(env, fakeBuild());
    const res = await app.inject({ url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("exposes only the public VITE_* settings in /config.js", async () => {
    const { app } = await buildWebServer(env, fakeBuild());
    const res = await app.inject({ url: "/config.js" });
    expect(res.body).toContain('"VITE_API_URL":"http://api.test"');
    expect(res.body).not.toContain("hidden");
  });

  it("answers health, and readiness 503 while the API is unreachable", async () => {
    const { app } = await buildWebServer({ ...env, API_URL: "http://127.0.0.1:9" }, fakeBuild());
    expect((await app.inject({ url: "/health" })).json()).toMatchObject({ status: "ok", service: "web" });
    const ready = await app.inject({ url: "/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "unavailable", checks: { api: "failing" } });
  });
});
