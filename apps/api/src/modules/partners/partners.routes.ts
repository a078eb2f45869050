import { PartnerPageSchema, PartnerPageUpdateSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loadActor } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { loadPartnerPage, updatePartnerPage } from "./partner-page";
import { requirePartnerPageEditor } from "./partners.policy";

const tags = ["partners"];

/** The partner page (`/keen-partners`): read by everyone, edited by admins. */
export const partnersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Partners",
    {
      schema: {
        tags,
        summary: "The partner page: introduction and partner institutions in order (everyone)",
        response: { 200: PartnerPageSchema },
      },
    },
    async (request) => loadPartnerPage(db, await loadActor(request)),
  );

  app.put(
    "/Partners",
    {
      schema: {
        tags,
        summary: "Save the introduction and the ordered partner list (admins)",
        description:
          "`institutionIds` is the complete ordered list of partners; institutions left out stop being partners. 400 on `institutionIds` for an unknown or repeated id.",
        security: bearerAuth,
        body: PartnerPageUpdateSchema,
        response: { 200: PartnerPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = await requirePartnerPageEditor(request);
      await updatePartnerPage(db, request.body, actor.userId);
      return loadPartnerPage(db, actor);
    },
  );
};
