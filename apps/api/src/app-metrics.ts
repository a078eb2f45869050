import type { Database } from "@keen/db";
import { countQueueActivity, type Jobs } from "@keen/jobs";
import { gaugeMetric, poolMetrics, queueMetrics, registerMetrics, type ZodApp } from "@keen/server-kit";
import type { ApiConfig } from "./config";
import type { LiveHub } from "./modules/live";

/**
 * The API's `/metrics` (decision 0044): requests and process metrics from the server kit, plus its
 * database pool, every queue's waiting and failed jobs (the admin portal's count, at most every
 * 5 s) and the `/Events` streams open in this process.
 */
export function registerApiMetrics(
  app: ZodApp,
  deps: { config: ApiConfig; db: Database; jobs: Jobs; liveHub: LiveHub },
): void {
  registerMetrics(app, {
    ...deps.config.metrics,
    collectors: [
      poolMetrics({ main: deps.db.$client }),
      queueMetrics(() => countQueueActivity(deps.jobs, new Date())),
      gaugeMetric("keen_live_streams", "Open /Events streams of this process", () =>
        deps.liveHub.streamCount(),
      ),
    ],
  });
}
