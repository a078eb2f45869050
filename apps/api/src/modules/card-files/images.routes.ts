import {
  CardFilesQuerySchema,
  CardIdParamsSchema,
  CardImageListSchema,
  CardImageParamsSchema,
  CardImageSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BlobStore } from "../../lib/blob-store";
import { notFound } from "../../lib/errors";
import { loadActor } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { findLinkedFile, listLinkedFiles } from "./card-file-queries";
import { presentImage } from "./card-files.presenter";
import { deleteDraftFile } from "./delete-card-file";
import { loadCardForFiles } from "./load-card-for-files";

const tags = ["card files"];

/** `GET /Card/{cardId}/Images`, `GET|DELETE /Card/{cardId}/Images/{imageId}` (uploads: uploads.routes). */
export const imagesRoutes: FastifyPluginAsyncZod<{ db: Database; store: BlobStore }> = async (
  app,
  { db, store },
) => {
  app.get(
    "/Card/:cardId/Images",
    {
      schema: {
        tags,
        summary: "The images of the card's draft or published version",
        security: bearerAuth,
        params: CardIdParamsSchema,
        querystring: CardFilesQuerySchema,
        response: { 200: CardImageListSchema, ...errorResponses(400, 401, 403, 404) },
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
        kind: "image",
      });
      return files.map(presentImage);
    },
  );

  app.get(
    "/Card/:cardId/Images/:imageId",
    {
      schema: {
        tags,
        summary: "One image of the card's draft or published version",
        security: bearerAuth,
        params: CardImageParamsSchema,
        querystring: CardFilesQuerySchema,
        response: { 200: CardImageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { cardId, imageId } = request.params;
      const scope = await loadCardForFiles(db, await loadActor(request), cardId, request.query.cardType);
      const file = await findLinkedFile(db, { cardId, versionId: scope.versionId, kind: "image" }, imageId);
      if (!file) throw notFound("Image");
      return presentImage(file);
    },
  );

  app.delete(
    "/Card/:cardId/Images/:imageId",
    {
      schema: {
        tags,
        summary: "Remove an image from the draft (published versions keep it)",
        security: bearerAuth,
        params: CardImageParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { cardId, imageId } = request.params;
      await loadCardForFiles(db, await loadActor(request), cardId, "draft", "edit");
      await deleteDraftFile(db, store, { cardId, fileId: imageId, kind: "image" });
      return reply.status(204).send(null);
    },
  );
};
