import { AdminOverviewSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { requireAdmin } from "./admin.policy";
import { adminJobsRoutes } from "./admin-jobs.routes";
import { computeAdminOverview } from "./admin-overview";

/** The admin portal's own routes: `GET /Admin/Overview`, and the background jobs' (`/Admin/Jobs…`). */
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

  await app.register(adminJobsRoutes, { db });
};
