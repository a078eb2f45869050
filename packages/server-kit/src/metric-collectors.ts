import { Gauge, type Registry } from "prom-client";
import type { MetricsCollector } from "./metrics";

/** What a pg `Pool` counts of its clients. */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

/**
 * A gauge with one label, all of its series read at scrape time; none when the read fails, so a
 * dashboard shows a gap instead of stale numbers.
 */
function labelledGauge(
  registry: Registry,
  metric: { name: string; help: string; label: string },
  read: () => Promise<[string, number][]> | [string, number][],
): void {
  new Gauge({
    name: metric.name,
    help: metric.help,
    labelNames: [metric.label],
    registers: [registry],
    async collect() {
      this.reset();
      const series = await Promise.resolve()
        .then(read)
        .catch(() => []);
      for (const [key, value] of series) this.set({ [metric.label]: key }, value);
    },
  });
}

/** The database pools' clients, by pool name: open, idle, and queries waiting for one. */
export function poolMetrics(pools: Record<string, PoolCounts>): MetricsCollector {
  const gauge = (registry: Registry, name: string, help: string, pick: (pool: PoolCounts) => number) =>
    labelledGauge(registry, { name, help, label: "pool" }, () =>
      Object.entries(pools).map(([pool, counts]) => [pool, pick(counts)]),
    );
  return (registry) => {
    gauge(registry, "keen_db_pool_clients", "Clients the database pool holds open", (p) => p.totalCount);
    gauge(registry, "keen_db_pool_idle_clients", "Open clients of the pool not in use", (p) => p.idleCount);
    gauge(
      registry,
      "keen_db_pool_waiting_clients",
      "Queries waiting for a client of the pool",
      (p) => p.waitingCount,
    );
  };
}

/** A gauge read at scrape time: a count this process holds in memory (streams, documents). */
export function gaugeMetric(name: string, help: string, read: () => number): MetricsCollector {
  return (registry) => {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  };
}

/**
 * `read`, answered from its last result for `maxAgeMs`: scrapes from several Prometheus servers,
 * and several gauges fed by one query, cost one query per interval. Callers share one attempt.
 */
export function cachedRead<T>(read: () => Promise<T>, maxAgeMs = 5_000): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > maxAgeMs) {
      const value = read();
      last = { at: now, value };
      // A failed read is not kept: the next scrape tries again.
      value.catch(() => {
        if (last?.value === value) last = undefined;
      });
    }
    return last.value;
  };
}

/** One queue's counts as the job layer reads them. */
export type QueueCounts = { name: string; waiting: number; failed: number };

/** Waiting and failed jobs per queue, read at most every `maxAgeMs` (one query for both gauges). */
export function queueMetrics(read: () => Promise<QueueCounts[]>, maxAgeMs = 5_000): MetricsCollector {
  const counts = cachedRead(read, maxAgeMs);
  const gauge = (registry: Registry, name: string, help: string, pick: (queue: QueueCounts) => number) =>
    labelledGauge(registry, { name, help, label: "queue" }, async () =>
      (await counts()).map((queue) => [queue.name, pick(queue)]),
    );
  return (registry) => {
    gauge(
      registry,
      "keen_job_queue_waiting_jobs",
      "Jobs waiting to run (created or to retry), by queue",
      (q) => q.waiting,
    );
    gauge(registry, "keen_job_queue_failed_jobs", "Jobs that failed for good, by queue", (q) => q.failed);
  };
}
