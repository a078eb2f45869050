import {
  ModerationActionInputSchema,
  ModerationActionResultSchema,
  ModerationItemParamsSchema,
  ModerationQueueQuerySchema,
  ModerationQueueSchema,
  ReportCreateSchema,
  ReportSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { createReport } from "./create-report";
import { listModerationQueue } from "./list-moderation-queue";
import { moderateItem } from "./moderate-item";
import { requireModerator } from "./reports.policy";

/** Reporting content (members) and the moderation queue (admins; decision 0042). */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    "/Report",
    {
      schema: {
        tags: ["reports"],
        summary: "Report a card, comment, message, chat room, member or feedback comment (members)",
        security: bearerAuth,
        body: ReportCreateSchema,
        response: { 201: ReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      return reply.code(201).send(await createReport(db, actor, request.body));
    },
  );

  app.get(
    "/Admin/Reports",
    {
      schema: {
        tags: ["admin"],
        summary: "Open reported items, oldest first, with their reports and the content as reported (admins)",
        security: bearerAuth,
        querystring: ModerationQueueQuerySchema,
        response: { 200: ModerationQueueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireModerator(request);
      return listModerationQueue(db, request.query);
    },
  );

  app.post(
    "/Admin/Reports/:id/Action",
    {
      schema: {
        tags: ["admin"],
        summary: "Dismiss, hide or remove a reported item, or warn or suspend its author (admins)",
        security: bearerAuth,
        params: ModerationItemParamsSchema,
        body: ModerationActionInputSchema,
        response: { 200: ModerationActionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      moderateItem(db, app.jobs, await requireModerator(request), request.params.id, request.body),
  );
};
