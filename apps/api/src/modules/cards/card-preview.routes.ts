import { loadCoverImageUrls } from "@keen/cards";
import { CardIdParamsSchema, type CardPreview, CardPreviewSchema } from "@keen/contracts";
import { cards, cardVersions, type Database, publicCards } from "@keen/db";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors";
import type { BlobUrl } from "../../lib/file-url";
import { errorResponses } from "../../plugins/openapi";

/** The link preview of a published card, or null for anything readers may not see. */
export async function loadCardPreview(
  db: Database,
  cardId: string,
  blobUrl: BlobUrl,
): Promise<CardPreview | null> {
  const [row] = await db
    .select({
      title: cardVersions.title,
      summary: cardVersions.summary,
      coverImageId: sql<string | null>`${cardVersions.content}->>'coverImageId'`,
      versionNumber: cardVersions.number,
      publishedAt: cardVersions.publishedAt,
    })
    .from(cards)
    .innerJoin(cardVersions, eq(cardVersions.id, cards.publishedVersionId))
    .where(and(eq(cards.id, cardId), publicCards));
  if (!row) return null;
  const covers = await loadCoverImageUrls(db, [{ cardId, coverImageId: row.coverImageId }], blobUrl);
  return {
    id: cardId,
    title: row.title.trim() || "Untitled card",
    summary: row.summary,
    coverImageUrl: covers.get(cardId) ?? null,
    versionNumber: row.versionNumber,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/**
 * `GET /Card/{cardId}/Preview`: title, summary and cover of a published card for link previews
 * (the web server's Open Graph tags), without signing in: a published card is what its link
 * shows anyone it is shared with. Drafts, hidden, deleted and unknown cards answer 404.
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
        summary: "Link preview of a published card (title, summary, cover); no sign-in needed",
        params: CardIdParamsSchema,
        response: { 200: CardPreviewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const preview = await loadCardPreview(db, request.params.cardId, blobUrl);
      if (!preview) throw notFound("Card");
      return preview;
    },
  );
};
