import { AdminJobsSchema, AdminOverviewSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { requireAdmin } from "./admin.policy";
import { computeAdminOverview } from "./admin-overview";
import { listJobHealth } from "./job-health";

/** The admin portal's own routes: `GET /Admin/Overview`, `GET /Admin/Jobs`. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Admin/Overview",
    {
      schema: {
        tags: ["admin"],
        summary: "Counts of members, cards by status, institutions and CMS pages (admins)",
        security: bearerAuth,
        response: { 200: AdminOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireAdmin(request, "viewOverview");
      return computeAdminOverview(db);
    },
  );

  app.get(
    "/Admin/Jobs",
    {
      schema: {
        tags: ["admin"],
        summary: "Background-job queues with their counts, and the latest failed jobs (admins)",
        security: bearerAuth,
        response: { 200: AdminJobsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireAdmin(request, "viewJobs");
      return listJobHealth(app.jobs);
    },
  );
};
