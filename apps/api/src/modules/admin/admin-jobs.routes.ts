import {
  AdminJobsSchema,
  FailedJobsPageSchema,
  FailedJobsQuerySchema,
  JobIdParamsSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { requireAdmin } from "./admin.policy";
import { actOnFailedJob } from "./job-actions";
import { listJobHealth } from "./job-health";
import { listFailedJobPage } from "./list-failed-jobs";

const tags = ["admin"];
const security = bearerAuth;

/** The background jobs in the admin portal: queues and schedules, failed jobs, retry and delete. */
export const adminJobsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Admin/Jobs",
    {
      schema: {
        tags,
        summary:
          "Every queue with its waiting, active, failed and last day's completed jobs, and the schedules (admins)",
        security,
        response: { 200: AdminJobsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireAdmin(request, "viewJobs");
      return listJobHealth(app.jobs);
    },
  );

  app.get(
    "/Admin/Jobs/Failed",
    {
      schema: {
        tags,
        summary: "Failed jobs with their last error and attempts, newest failure first, by cursor (admins)",
        security,
        querystring: FailedJobsQuerySchema,
        response: { 200: FailedJobsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireAdmin(request, "viewJobs");
      return listFailedJobPage(app.jobs, request.query);
    },
  );

  app.post(
    "/Admin/Jobs/:id/Retry",
    {
      schema: {
        tags,
        summary: "Queue a failed job again with one more attempt (admins; audited)",
        security,
        params: JobIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = await requireAdmin(request, "manageJobs");
      await actOnFailedJob(db, app.jobs, actor, request.params.id, "retry");
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/Admin/Jobs/:id",
    {
      schema: {
        tags,
        summary: "Delete a failed job for good (admins; audited)",
        security,
        params: JobIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = await requireAdmin(request, "manageJobs");
      await actOnFailedJob(db, app.jobs, actor, request.params.id, "delete");
      return reply.status(204).send(null);
    },
  );
};
