import multipart from "@fastify/multipart";
import { CardAttachmentSchema, CardIdParamsSchema, CardImageSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BlobStore } from "../../lib/blob-store";
import type { BlobUrl } from "../../lib/file-url";
import { describeAllowedTypes } from "../../lib/uploads/upload-types";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { presentAttachment, presentImage } from "./card-files.presenter";
import { loadCardForFiles } from "./load-card-for-files";
import { uploadAttachment } from "./upload-attachment";
import { uploadImage } from "./upload-image";

const UploadQuerySchema = z.object({
  cardType: z
    .literal("draft", { message: "uploads go to the draft (publish to add them to the published version)" })
    .default("draft"),
});

/**
 * The two upload routes. Only this plugin parses `multipart/form-data` (Fastify scopes content
 * type parsers to the plugin), so every other route stays JSON-only.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  store: BlobStore;
  maxUploadBytes: number;
  blobUrl: BlobUrl;
}> = async (app, { db, store, maxUploadBytes, blobUrl }) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const limitMb = maxUploadBytes / 1024 / 1024;
  const schema = (summary: string, kind: "image" | "attachment", item: z.ZodType) => ({
    tags: ["card files"],
    summary,
    description: `multipart/form-data with one file${kind === "attachment" ? " and an optional `folderId` field" : ""}; at most ${limitMb} MB (413); ${describeAllowedTypes(kind)}, recognised by content (415 otherwise).`,
    consumes: ["multipart/form-data"],
    security: bearerAuth,
    params: CardIdParamsSchema,
    querystring: UploadQuerySchema,
    response: { 201: item, ...errorResponses(400, 401, 403, 404, 413, 415) },
  });

  app.post(
    "/Card/:cardId/Images",
    { schema: schema("Upload an image to the draft", "image", CardImageSchema) },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      const { card } = await loadCardForFiles(db, actor, request.params.cardId, "draft", "edit");
      const file = await uploadImage(db, store, app.jobs, request, {
        cardId: card.id,
        userId: actor.userId,
        maxBytes: maxUploadBytes,
      });
      return reply.status(201).send(presentImage(file, blobUrl));
    },
  );

  app.post(
    "/Card/:cardId/Attachments",
    { schema: schema("Upload an attachment to the draft", "attachment", CardAttachmentSchema) },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      const { card } = await loadCardForFiles(db, actor, request.params.cardId, "draft", "edit");
      const file = await uploadAttachment(db, store, request, {
        cardId: card.id,
        userId: actor.userId,
        maxBytes: maxUploadBytes,
      });
      return reply.status(201).send(presentAttachment(file, blobUrl));
    },
  );
};
