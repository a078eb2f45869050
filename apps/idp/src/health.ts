import { HealthResponseSchema, type ReadyResponse, ReadyResponseSchema } from "@keen/contracts";
import { type Database, pingDb } from "@keen/db";
import type { FastifyInstance } from "fastify";

/** `GET /health` (alive) and `GET /ready` (database answers; 503 otherwise). */
export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  const startedAt = Date.now();
  app.get("/health", async () =>
    HealthResponseSchema.parse({
      status: "ok",
      service: "idp",
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  );
  app.get("/ready", async (_request, reply) => {
    const isDbUp = await pingDb(db);
    const body: ReadyResponse = ReadyResponseSchema.parse({
      status: isDbUp ? "ready" : "unavailable",
      service: "idp",
      checks: { database: isDbUp ? "ok" : "failing" },
    });
    return reply.code(isDbUp ? 200 : 503).send(body);
  });
}
