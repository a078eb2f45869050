import { HealthResponseSchema, type ReadyResponse, ReadyResponseSchema } from "@keen/contracts";
import type { FastifyInstance } from "fastify";

/** Named readiness checks: each answers whether its dependency works right now. */
export type ReadinessChecks = Record<string, () => Promise<boolean> | boolean>;

/** `GET /health` (alive) and `GET /ready` (every check passes; 503 naming the failing ones otherwise). */
export function registerHealthRoutes(app: FastifyInstance, checks: ReadinessChecks): void {
  const startedAt = Date.now();
  app.get("/health", async () =>
    HealthResponseSchema.parse({
      status: "ok",
      service: "idp",
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  );
  app.get("/ready", async (_request, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        const isOk = await Promise.resolve()
          .then(check)
          .catch(() => false);
        return [name, isOk ? "ok" : "failing"] as const;
      }),
    );
    const isReady = results.every(([, result]) => result === "ok");
    const body: ReadyResponse = ReadyResponseSchema.parse({
      status: isReady ? "ready" : "unavailable",
      service: "idp",
      checks: Object.fromEntries(results),
    });
    return reply.code(isReady ? 200 : 503).send(body);
  });
}
