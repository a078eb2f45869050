import { CardIdParamsSchema, CardPreviewSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors";
import type { BlobUrl } from "../../lib/file-url";
import { loadActor } from "../../plugins/auth";
import { errorResponses } from "../../plugins/openapi";
import { loadCardPreview } from "./load-card-preview";

/**
 * `GET /Card/{cardId}/Preview`: title, summary, cover, authors, classification, dates and rating
 * of a published card for link previews and search engines (the web server's Open Graph tags and
 * JSON-LD), without signing in: a published card is what its link shows anyone it is shared with.
 * Where the library is for members only, a visitor gets the link preview alone (title, summary,
 * cover, dates), not its authors, classification or rating. Drafts, hidden, deleted and unknown
 * cards answer 404.
 */
export const cardPreviewRoutes: FastifyPluginAsyncZod<{ db: Database; blobUrl: BlobUrl }> = async (
  app,
  { db, blobUrl },
) => {
  app.get(
    "/Card/:cardId/Preview",
    {
      schema: {
        tags: ["cards"],
        summary: "Link preview and search-engine facts of a published card; no sign-in needed",
        params: CardIdParamsSchema,
        response: { 200: CardPreviewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const preview = await loadCardPreview(db, request.params.cardId, blobUrl);
      if (!preview) throw notFound("Card");
      if (app.libraryAccess === "members" && (await loadActor(request)) === null) {
        const { id, title, summary, coverImageUrl, versionNumber, publishedAt, firstPublishedAt } = preview;
        return { id, title, summary, coverImageUrl, versionNumber, publishedAt, firstPublishedAt };
      }
      return preview;
    },
  );
};
