import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
// The route config flag `readsOwnAuthorization` is declared beside the auth plugin that honours it.
import type {} from "./auth";

/** Where Prometheus scrapes every service. */
export const METRICS_PATH = "/metrics";

/** Adds a service's own metrics to its registry (gauges read at scrape time by their `collect`). */
export type MetricsCollector = (registry: Registry) => void;

export type MetricsOptions = {
  /**
   * `METRICS_TOKEN`: when set, a scrape must send `Authorization: Bearer <token>` (401 otherwise).
   * When unset, `/metrics` is open outside production and answers 404 in production.
   */
  token?: string;
  isProduction: boolean;
  /** The service's own metrics: pool, queues, streams, documents. */
  collectors?: MetricsCollector[];
};

const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

let processRegistry: Registry | undefined;

/** Node's process metrics (CPU, memory, event loop, GC), collected once per process however many apps it builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Compares in constant time, whatever the lengths (both sides are hashed first). */
function isSameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** What a scrape may see: `allowed`, `unauthorized` (wrong or missing token) or `hidden` (production without a token). */
export function metricsAccess(
  authorization: string | undefined,
  options: Pick<MetricsOptions, "token" | "isProduction">,
): "allowed" | "unauthorized" | "hidden" {
  if (options.token === undefined) return options.isProduction ? "hidden" : "allowed";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1] && isSameSecret(match[1], options.token) ? "allowed" : "unauthorized";
}

/**
 * Prometheus metrics at `GET /metrics` (prom-client, decision 0044): request durations by route
 * pattern, method and status (`http_request_duration_seconds`), refusals by the rate limit
 * (`keen_rate_limit_refusals_total`), Node's process metrics and whatever `collectors` add. The
 * route is never rate limited, logged at debug like the probes, hidden from the OpenAPI document
 * and guarded by `METRICS_TOKEN` (see `metricsAccess`). Call it on the root instance, before the
 * routes it should time.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request to response, by route pattern, method and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "keen_rate_limit_refusals_total",
    help: "Requests refused with 429 by the rate limit, by route pattern",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  for (const collect of options.collectors ?? []) collect(registry);

  app.addHook("onResponse", async (request, reply) => {
    // The pattern, never the raw URL: ids and queries would make a series per request.
    const route = request.routeOptions.url ?? "unmatched";
    if (route === METRICS_PATH) return;
    const statusCode = String(reply.statusCode);
    duration.observe({ method: request.method, route, status_code: statusCode }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  app.get(
    METRICS_PATH,
    { config: { rateLimit: false, readsOwnAuthorization: true }, schema: { hide: true } },
    async (request, reply) => {
      const access = metricsAccess(request.headers.authorization, options);
      if (access === "hidden") return reply.callNotFound();
      reply.header("cache-control", "no-store");
      if (access === "unauthorized") {
        return reply
          .status(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send({ message: "Metrics need the METRICS_TOKEN bearer token.", code: "unauthorized" });
      }
      const text = `${await processMetrics().metrics()}\n${await registry.metrics()}`;
      return reply.type(registry.contentType).send(text);
    },
  );
  return registry;
}
