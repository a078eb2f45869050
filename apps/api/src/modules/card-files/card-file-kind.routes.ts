import { CardFilesQuerySchema, CardIdParamsSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors";
import type { BlobUrl } from "../../lib/file-url";
import { readerOf } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { findLinkedFile, type LinkedFile, listLinkedFiles } from "./card-file-queries";
import { deleteDraftFile } from "./delete-card-file";
import { loadCardForFiles } from "./load-card-for-files";

type CardFilesQuery = z.output<typeof CardFilesQuerySchema>;

type CardFileKindConfig<Item> = {
  kind: "image" | "attachment";
  /** The path segment ("Images" → `/Card/{cardId}/Images`). */
  segment: string;
  /** The item id's path parameter ("imageId"). */
  idParam: string;
  /** The file in words, singular and plural, and its 404 name ("image", "images", "Image"). */
  noun: [singular: string, plural: string, notFoundName: string];
  /** `{ cardId, <idParam> }`. */
  params: z.ZodType<{ cardId: string }>;
  item: z.ZodType<Item>;
  present: (file: LinkedFile, blobUrl: BlobUrl) => Item;
};

export const cardFileTags = ["card files"];

/**
 * `GET /Card/{cardId}/{Segment}`, `GET|DELETE /Card/{cardId}/{Segment}/{id}` for one kind of card
 * file: read like the card (the draft or, with `cardType=published`, the published version);
 * removing one takes it out of the draft only (published versions keep it) and needs edit rights.
 * Requests and responses are validated by the schemas given (the handlers only pass them on).
 */
export function cardFileKindRoutes<Item>(
  config: CardFileKindConfig<Item>,
): FastifyPluginAsyncZod<{ db: Database; blobUrl: BlobUrl }> {
  const { kind, segment, idParam, noun, params, item, present } = config;
  const base = `/Card/:cardId/${segment}`;
  const errors = errorResponses(400, 401, 403, 404);
  const idOf = (request: FastifyRequest) => {
    const values = request.params as Record<string, string>;
    return { cardId: values.cardId!, fileId: values[idParam]! };
  };
  return async (typedApp, { db, blobUrl }) => {
    // The type provider cannot follow generic schemas; the schemas still validate at run time.
    const app = typedApp as unknown as FastifyInstance;

    app.get(
      base,
      {
        schema: {
          tags: cardFileTags,
          summary: `The ${noun[1]} of the card's draft or published version`,
          security: bearerAuth,
          params: CardIdParamsSchema,
          querystring: CardFilesQuerySchema,
          response: { 200: z.array(item), ...errors },
        },
      },
      async (request: FastifyRequest) => {
        const { cardId } = idOf(request);
        const { cardType } = request.query as CardFilesQuery;
        const scope = await loadCardForFiles(db, await readerOf(request), cardId, cardType);
        const files = await listLinkedFiles(db, { cardId: scope.card.id, versionId: scope.versionId, kind });
        return files.map((file) => present(file, blobUrl));
      },
    );

    app.get(
      `${base}/:${idParam}`,
      {
        schema: {
          tags: cardFileTags,
          summary: `One ${noun[0]} of the card's draft or published version`,
          security: bearerAuth,
          params,
          querystring: CardFilesQuerySchema,
          response: { 200: item, ...errors },
        },
      },
      async (request: FastifyRequest) => {
        const { cardId, fileId } = idOf(request);
        const { cardType } = request.query as CardFilesQuery;
        const scope = await loadCardForFiles(db, await readerOf(request), cardId, cardType);
        const file = await findLinkedFile(db, { cardId, versionId: scope.versionId, kind }, fileId);
        if (!file) throw notFound(noun[2]);
        return present(file, blobUrl);
      },
    );

    app.delete(
      `${base}/:${idParam}`,
      {
        schema: {
          tags: cardFileTags,
          summary: `Remove an ${noun[0]} from the draft (published versions keep it)`,
          security: bearerAuth,
          params,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const { cardId, fileId } = idOf(request);
        await loadCardForFiles(db, await readerOf(request), cardId, "draft", "edit");
        await deleteDraftFile(db, typedApp.jobs, { cardId, fileId, kind });
        return reply.status(204).send(null);
      },
    );
  };
}
