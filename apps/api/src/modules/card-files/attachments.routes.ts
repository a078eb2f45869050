import {
  CardAttachmentListSchema,
  CardAttachmentParamsSchema,
  CardAttachmentRenameSchema,
  CardAttachmentSchema,
  CardFilesQuerySchema,
  CardIdParamsSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BlobStore } from "../../lib/blob-store";
import { notFound } from "../../lib/errors";
import { loadActor } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { findLinkedFile, listLinkedFiles } from "./card-file-queries";
import { presentAttachment } from "./card-files.presenter";
import { deleteDraftFile } from "./delete-card-file";
import { loadCardForFiles } from "./load-card-for-files";
import { renameDraftAttachment } from "./rename-attachment";

const tags = ["card files"];

/** `GET /Card/{cardId}/Attachments`, `GET|PATCH|DELETE /Card/{cardId}/Attachments/{attachmentId}`. */
export const attachmentsRoutes: FastifyPluginAsyncZod<{ db: Database; store: BlobStore }> = async (
  app,
  { db, store },
) => {
  app.get(
    "/Card/:cardId/Attachments",
    {
      schema: {
        tags,
        summary: "The attachments of the card's draft or published version",
        security: bearerAuth,
        params: CardIdParamsSchema,
        querystring: CardFilesQuerySchema,
        response: { 200: CardAttachmentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await loadCardForFiles(
        db,
        await loadActor(request),
        request.params.cardId,
        request.query.cardType,
      );
      const files = await listLinkedFiles(db, {
        cardId: scope.card.id,
        versionId: scope.versionId,
        kind: "attachment",
      });
      return files.map(presentAttachment);
    },
  );

  app.get(
    "/Card/:cardId/Attachments/:attachmentId",
    {
      schema: {
        tags,
        summary: "One attachment of the card's draft or published version",
        security: bearerAuth,
        params: CardAttachmentParamsSchema,
        querystring: CardFilesQuerySchema,
        response: { 200: CardAttachmentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { cardId, attachmentId } = request.params;
      const scope = await loadCardForFiles(db, await loadActor(request), cardId, request.query.cardType);
      const file = await findLinkedFile(
        db,
        { cardId, versionId: scope.versionId, kind: "attachment" },
        attachmentId,
      );
      if (!file) throw notFound("Attachment");
      return presentAttachment(file);
    },
  );

  app.patch(
    "/Card/:cardId/Attachments/:attachmentId",
    {
      schema: {
        tags,
        summary: "Rename an attachment in the draft",
        security: bearerAuth,
        params: CardAttachmentParamsSchema,
        body: CardAttachmentRenameSchema,
        response: { 200: CardAttachmentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { cardId, attachmentId } = request.params;
      await loadCardForFiles(db, await loadActor(request), cardId, "draft", "edit");
      return presentAttachment(
        await renameDraftAttachment(db, { cardId, attachmentId, name: request.body.name }),
      );
    },
  );

  app.delete(
    "/Card/:cardId/Attachments/:attachmentId",
    {
      schema: {
        tags,
        summary: "Remove an attachment from the draft (published versions keep it)",
        security: bearerAuth,
        params: CardAttachmentParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { cardId, attachmentId } = request.params;
      await loadCardForFiles(db, await loadActor(request), cardId, "draft", "edit");
      await deleteDraftFile(db, store, { cardId, fileId: attachmentId, kind: "attachment" });
      return reply.status(204).send(null);
    },
  );
};
