import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { buildTestApp } from "./test/factories";

const { db } = await useTestDatabase();
const token = "api-metrics-scrape-token";
// One request a minute: scrapes must not count against it.
const app = await buildTestApp(db, { env: { METRICS_TOKEN: token, RATE_LIMIT_MAX: "1" } });
const scrape = () => app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });

describe("GET /metrics", () => {
  it("answers the scrape token with the API's pool, queues, live streams and request timings", async () => {
    await app.inject({ url: "/health" });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    const text = response.body;
    expect(text).toMatch(/keen_db_pool_clients\{pool="main"\} \d+/);
    expect(text).toContain('keen_db_pool_waiting_clients{pool="main"}');
    expect(text).toMatch(/keen_job_queue_waiting_jobs\{queue="[^"]+"\} \d+/);
    expect(text).toMatch(/keen_job_queue_failed_jobs\{queue="[^"]+"\} \d+/);
    expect(text).toContain("keen_live_streams 0");
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"}',
    );
  });

  it("refuses a scrape without the token (the token is not taken for an access token), and never rate limits", async () => {
    expect((await app.inject({ url: "/metrics" })).statusCode).toBe(401);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await scrape()).statusCode).toBe(200);
  });

  it("counts the rate limit's refusals by route pattern", async () => {
    const remoteAddress = "203.0.113.77";
    const statuses = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      statuses.push((await app.inject({ url: "/Lookup/Disciplines", remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([200, 429]);
    const text = (await scrape()).body;
    expect(text).toContain('keen_rate_limit_refusals_total{route="/Lookup/Disciplines"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/Lookup/Disciplines",status_code="429"} 1',
    );
  });
});
