import { AuditLogQuerySchema, AuditLogSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { requireAuditReader } from "./audit.policy";
import { listAuditLog } from "./list-audit-log";

/** `GET /Admin/AuditLog`: the admin actions, newest first, filtered and paged by cursor (admins). */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Admin/AuditLog",
    {
      schema: {
        tags: ["admin"],
        summary: "The audit log of admin actions: who did what to whom, when and why (admins)",
        security: bearerAuth,
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireAuditReader(request);
      return listAuditLog(db, request.query);
    },
  );
};
