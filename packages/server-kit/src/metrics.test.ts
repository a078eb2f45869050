import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { gaugeMetric, poolMetrics, queueMetrics } from "./metric-collectors";
import { type MetricsOptions, metricsAccess, registerMetrics } from "./metrics";

const token = "a-scrape-token-of-some-length";

/** An app with two routes, one with a parameter, timed by the metrics plugin. */
async function buildTimedApp(options: MetricsOptions) {
  const app = Fastify();
  registerMetrics(app, options);
  app.get("/cards/:id", async (request, reply) =>
    (request.params as { id: string }).id === "gone" ? reply.status(404).send({}) : { ok: true },
  );
  await app.ready();
  return app;
}

describe("registerMetrics", () => {
  it("times requests by route pattern and status, never by raw URL", async () => {
    const app = await buildTimedApp({ isProduction: false });
    await app.inject({ url: "/cards/one?x=1" });
    await app.inject({ url: "/cards/two" });
    await app.inject({ url: "/cards/gone" });
    await app.inject({ url: "/nowhere/at/all" });
    const response = await app.inject({ url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/cards/:id",status_code="200"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/cards/:id",status_code="404"} 1',
    );
    expect(text).toContain('route="unmatched",status_code="404"} 1');
    expect(text).not.toContain("/cards/one");
    expect(text).not.toContain('route="/metrics"');
    // Node's process metrics are there too.
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    await app.close();
  });

  it("asks for the token when METRICS_TOKEN is set, and hides /metrics in production without one", async () => {
    const guarded = await buildTimedApp({ isProduction: true, token });
    expect((await guarded.inject({ url: "/metrics" })).statusCode).toBe(401);
    const wrong = await guarded.inject({ url: "/metrics", headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers["www-authenticate"]).toContain("Bearer");
    const right = await guarded.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(right.statusCode).toBe(200);
    await guarded.close();

    const hidden = await buildTimedApp({ isProduction: true });
    expect((await hidden.inject({ url: "/metrics" })).statusCode).toBe(404);
    await hidden.close();
  });

  it("decides access from the header, the token and the environment", () => {
    expect(metricsAccess(undefined, { isProduction: false })).toBe("allowed");
    expect(metricsAccess(undefined, { isProduction: true })).toBe("hidden");
    expect(metricsAccess(`bearer ${token}`, { isProduction: false, token })).toBe("allowed");
    expect(metricsAccess(`Bearer ${token}x`, { isProduction: false, token })).toBe("unauthorized");
    expect(metricsAccess(token, { isProduction: false, token })).toBe("unauthorized");
  });

  it("reads pools, queues and in-memory counts at scrape time, querying queues once per interval", async () => {
    let reads = 0;
    let streams = 3;
    const app = Fastify();
    registerMetrics(app, {
      isProduction: false,
      collectors: [
        poolMetrics({ main: { totalCount: 5, idleCount: 2, waitingCount: 1 } }),
        queueMetrics(async () => {
          reads += 1;
          return [{ name: "mail.send", waiting: 4, failed: 1 }];
        }),
        gaugeMetric("keen_test_streams", "Streams open", () => streams),
      ],
    });
    await app.ready();
    const first = (await app.inject({ url: "/metrics" })).body;
    expect(first).toContain('keen_db_pool_clients{pool="main"} 5');
    expect(first).toContain('keen_db_pool_idle_clients{pool="main"} 2');
    expect(first).toContain('keen_db_pool_waiting_clients{pool="main"} 1');
    expect(first).toContain('keen_job_queue_waiting_jobs{queue="mail.send"} 4');
    expect(first).toContain('keen_job_queue_failed_jobs{queue="mail.send"} 1');
    expect(first).toContain("keen_test_streams 3");
    streams = 1;
    const second = (await app.inject({ url: "/metrics" })).body;
    expect(second).toContain("keen_test_streams 1");
    expect(reads).toBe(1);
    await app.close();
  });

  it("leaves the queue gauges empty when the count cannot be read", async () => {
    const app = Fastify();
    registerMetrics(app, {
      isProduction: false,
      collectors: [queueMetrics(async () => Promise.reject(new Error("database gone")))],
    });
    const response = await app.inject({ url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("keen_job_queue_waiting_jobs{");
    await app.close();
  });
});
