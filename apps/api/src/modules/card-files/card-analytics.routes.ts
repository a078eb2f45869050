import { readCard } from "@keen/cards";
import { CardIdParamsSchema, FilesDownloadsSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loadActor } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { countFileDownloads } from "./downloads";

/** `GET /CardAnalytics/{cardId}/FilesDownloads`: download counts per attachment (authors, editors, admins). */
export const cardAnalyticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/CardAnalytics/:cardId/FilesDownloads",
    {
      schema: {
        tags: ["card files"],
        summary: "How often each attachment of the card was downloaded",
        security: bearerAuth,
        params: CardIdParamsSchema,
        response: { 200: FilesDownloadsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { card } = await readCard(db, await loadActor(request), request.params.cardId, {
        action: "viewAnalytics",
      });
      return countFileDownloads(db, card.id);
    },
  );
};
