import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildWebServer } from "./server";

function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "keen-web-dist-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>KEEN Cards</title>");
  return dir;
}

const token = "web-metrics-scrape-token";

describe("web server /metrics", () => {
  it("times app pages by route pattern and answers the scrape token", async () => {
    const { app } = await buildWebServer({ NODE_ENV: "production", METRICS_TOKEN: token }, fakeBuild());
    await app.inject({ url: "/card/abc/edit" });
    await app.inject({ url: "/library?q=heat" });
    const response = await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/*",status_code="200"} 1',
    );
    expect(response.body).toContain("nodejs_heap_size_used_bytes");
    expect(response.body).not.toContain("/library");
    expect((await app.inject({ url: "/metrics" })).statusCode).toBe(401);
    await app.close();
  });

  it("is not public in production without METRICS_TOKEN, and is open in development", async () => {
    const production = await buildWebServer({ NODE_ENV: "production" }, fakeBuild());
    expect((await production.app.inject({ url: "/metrics" })).statusCode).toBe(404);
    await production.app.close();
    const development = await buildWebServer({}, fakeBuild());
    expect((await development.app.inject({ url: "/metrics" })).statusCode).toBe(200);
    await development.app.close();
  });
});
