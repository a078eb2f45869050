import {
  CardAttachmentParamsSchema,
  CardAttachmentRenameSchema,
  CardAttachmentSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BlobUrl } from "../../lib/file-url";
import { readerOf } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { cardFileKindRoutes, cardFileTags } from "./card-file-kind.routes";
import { presentAttachment } from "./card-files.presenter";
import { loadCardForFiles } from "./load-card-for-files";
import { renameDraftAttachment } from "./rename-attachment";

const readAndRemove = cardFileKindRoutes({
  kind: "attachment",
  segment: "Attachments",
  idParam: "attachmentId",
  noun: ["attachment", "attachments", "Attachment"],
  params: CardAttachmentParamsSchema,
  item: CardAttachmentSchema,
  present: presentAttachment,
});

/** `GET /Card/{cardId}/Attachments`, `GET|PATCH|DELETE /Card/{cardId}/Attachments/{attachmentId}`. */
export const attachmentsRoutes: FastifyPluginAsyncZod<{ db: Database; blobUrl: BlobUrl }> = async (
  app,
  options,
) => {
  await app.register(readAndRemove, options);
  const { db, blobUrl } = options;

  app.patch(
    "/Card/:cardId/Attachments/:attachmentId",
    {
      schema: {
        tags: cardFileTags,
        summary: "Rename an attachment in the draft",
        security: bearerAuth,
        params: CardAttachmentParamsSchema,
        body: CardAttachmentRenameSchema,
        response: { 200: CardAttachmentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { cardId, attachmentId } = request.params;
      await loadCardForFiles(db, await readerOf(request), cardId, "draft", "edit");
      return presentAttachment(
        await renameDraftAttachment(db, { cardId, attachmentId, name: request.body.name }),
        blobUrl,
      );
    },
  );
};
