import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { buildTestSearchApp } from "./test/factories";

const { db } = await useTestDatabase();
const token = "search-metrics-scrape-token";
const app = await buildTestSearchApp(db, { METRICS_TOKEN: token });

describe("GET /metrics", () => {
  it("answers the scrape token with the search pool and request timings, and refuses a scrape without it", async () => {
    await app.inject({ url: "/health" });
    const response = await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/keen_db_pool_clients\{pool="main"\} \d+/);
    expect(response.body).toContain('keen_db_pool_idle_clients{pool="main"}');
    expect(response.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"}',
    );
    expect((await app.inject({ url: "/metrics" })).statusCode).toBe(401);
  });
});
