import { CardBulkDownloadQuerySchema, CardIdParamsSchema } from "@keen/contracts";
import { cardVersions, type Database } from "@keen/db";
import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BlobStore } from "../../lib/blob-store";
import { contentDisposition } from "../../lib/content-disposition";
import { notFound } from "../../lib/errors";
import { readerOf } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { zipAttachments, zipFileName } from "./bulk-download";
import { listLinkedFiles } from "./card-file-queries";
import { recordDownloads } from "./downloads";
import { loadCardForFiles } from "./load-card-for-files";

/** `GET /Card/{cardId}/Attachments/BulkDownload?ids=&cardType=`: a streamed ZIP of attachments. */
export const bulkDownloadRoutes: FastifyPluginAsyncZod<{ db: Database; store: BlobStore }> = async (
  app,
  { db, store },
) => {
  app.get(
    "/Card/:cardId/Attachments/BulkDownload",
    {
      schema: {
        tags: ["card files"],
        summary: "Download the chosen attachments (or all) as one ZIP, named after the card",
        description: "Streamed as it is built. Each file in it counts as a download.",
        security: bearerAuth,
        params: CardIdParamsSchema,
        querystring: CardBulkDownloadQuerySchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { cardId } = request.params;
      const { ids, cardType } = request.query;
      const actor = await readerOf(request);
      const scope = await loadCardForFiles(db, actor, cardId, cardType);
      const scopeOf = { cardId, versionId: scope.versionId, kind: "attachment" } as const;
      const files = await listLinkedFiles(db, scopeOf, ids.length > 0 ? ids : undefined);
      if (ids.length > 0 && files.length < new Set(ids).size) throw notFound("Attachment");
      if (files.length === 0) throw notFound("Attachments of this card");
      const title = scope.versionId ? await versionTitle(db, scope.versionId) : scope.card.draft.title;
      await recordDownloads(db, files, actor?.userId ?? null);
      const zip = zipAttachments(store, files, (error) =>
        request.log.error({ err: error }, "bulk download read failed"),
      );
      const streamReply: FastifyReply = reply;
      return streamReply
        .headers({
          "content-type": "application/zip",
          "content-disposition": contentDisposition(zipFileName(title), "attachment"),
          "cache-control": "private, no-store",
        })
        .send(zip);
    },
  );
};

async function versionTitle(db: Database, versionId: string): Promise<string> {
  const [version] = await db
    .select({ title: cardVersions.title })
    .from(cardVersions)
    .where(eq(cardVersions.id, versionId));
  return version?.title ?? "";
}
