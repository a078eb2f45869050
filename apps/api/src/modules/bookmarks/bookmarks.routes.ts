import {
  BookmarkedQuerySchema,
  BookmarkStateSchema,
  CardIdParamsSchema,
  CardListSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BlobUrl } from "../../lib/file-url";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { listBookmarkedCards } from "./list-bookmarked-cards";
import { setBookmark } from "./set-bookmark";

const tags = ["engagement"];

/** Bookmarks: `POST|DELETE /Card/{cardId}/Bookmark` and `GET /Card/Bookmarked`. */
export const bookmarksRoutes: FastifyPluginAsyncZod<{ db: Database; blobUrl: BlobUrl }> = async (
  app,
  { db, blobUrl },
) => {
  for (const [method, isBookmarked] of [
    ["POST", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/Card/:cardId/Bookmark",
      schema: {
        tags,
        summary: isBookmarked
          ? "Bookmark a published card (idempotent; 404 for drafts, hidden or unknown cards)"
          : "Remove the caller's bookmark (idempotent)",
        security: bearerAuth,
        params: CardIdParamsSchema,
        response: { 200: BookmarkStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const { actor } = await requireMember(request);
        return setBookmark(db, actor, request.params.cardId, isBookmarked);
      },
    });
  }

  app.get(
    "/Card/Bookmarked",
    {
      schema: {
        tags,
        summary: "The caller's bookmarked cards, newest bookmark first (readable cards only)",
        security: bearerAuth,
        querystring: BookmarkedQuerySchema,
        response: { 200: CardListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return listBookmarkedCards(db, actor, request.query, blobUrl);
    },
  );
};
