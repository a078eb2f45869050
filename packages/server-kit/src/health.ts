import {
  ErrorResponseSchema,
  HealthResponseSchema,
  type ReadyResponse,
  ReadyResponseSchema,
} from "@keen/contracts";
import type { ZodApp } from "./create-app";

/** A named readiness check: resolves true when the dependency answers. */
export type ReadinessChecks = Record<string, () => Promise<boolean> | boolean>;

/**
 * Probes are never rate limited: a balancer polling from one address must not be told 429, nor
 * use up the budget of the people behind that address. (Their logging: `ProbeQuietLogController`.)
 */
const probeRouteOptions = { config: { rateLimit: false } } as const;

/**
 * `GET /health` (the process is alive) and `GET /ready` (every dependency answers; 503 with the
 * failing checks otherwise). Load balancers and the start-up orchestrator poll these, so neither
 * is rate limited nor logged at info level.
 */
export function registerHealthRoutes(
  app: ZodApp,
  options: { service: string; checks: ReadinessChecks },
): void {
  app.get(
    "/health",
    {
      ...probeRouteOptions,
      schema: {
        tags: ["health"],
        summary: "Liveness: the process is up",
        response: { 200: HealthResponseSchema },
      },
    },
    async () => ({
      status: "ok" as const,
      service: options.service,
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );

  app.get(
    "/ready",
    {
      ...probeRouteOptions,
      schema: {
        tags: ["health"],
        summary: "Readiness: every dependency answers",
        response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema, 500: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      const entries = await Promise.all(
        Object.entries(options.checks).map(async ([name, check]) => {
          const isOk = await Promise.resolve()
            .then(check)
            .catch(() => false);
          return [name, isOk ? "ok" : "failing"] as const;
        }),
      );
      const checks = Object.fromEntries(entries);
      const isReady = entries.every(([, state]) => state === "ok");
      const body: ReadyResponse = {
        status: isReady ? "ready" : "unavailable",
        service: options.service,
        checks,
      };
      reply.header("cache-control", "no-store");
      return reply.status(isReady ? 200 : 503).send(body);
    },
  );
}
