import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { startTestIdp } from "./test/harness";

const { url } = await useTestDatabase();
const token = "idp-metrics-scrape-token";
const idp = await startTestIdp(url, { METRICS_TOKEN: token });
afterAll(() => idp.close());

describe("GET /metrics", () => {
  it("answers the scrape token with the IdP's pool and request timings, and refuses a scrape without it", async () => {
    await idp.app.inject({ url: "/health" });
    const response = await idp.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/keen_db_pool_clients\{pool="main"\} \d+/);
    expect(response.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"}',
    );
    expect(response.body).toContain("process_resident_memory_bytes");
    expect((await idp.app.inject({ url: "/metrics" })).statusCode).toBe(401);
  });
});
