import { loadCardPeople, readCard } from "@keen/cards";
import {
  CardAuthorAddSchema,
  CardAuthorListSchema,
  CardAuthorReorderSchema,
  CardEditorAddSchema,
  CardEditorListSchema,
  CardIdParamsSchema,
  CardUserParamsSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Actor } from "../../lib/policy";
import { readerOf, requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { addCardAuthor } from "./add-card-author";
import { addCardEditor } from "./add-card-editor";
import { removeCardAuthor } from "./remove-card-author";
import { removeCardEditor } from "./remove-card-editor";
import { reorderCardAuthors } from "./reorder-card-authors";

const tags = ["cards"];
const params = CardIdParamsSchema;
const noContent = { 204: z.null() };

/** Authors and editors of a card: list, add, reorder (authors), remove. */
export const cardPeopleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const people = async (actor: Actor, cardId: string) => {
    await readCard(db, actor, cardId);
    return (await loadCardPeople(db, [cardId])).get(cardId)!;
  };

  app.get(
    "/Card/:cardId/Authors",
    {
      schema: {
        tags,
        summary: "The card's authors in order",
        security: bearerAuth,
        params,
        response: { 200: CardAuthorListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await readerOf(request);
      return (await people(actor, request.params.cardId)).authors;
    },
  );

  app.post(
    "/Card/:cardId/Authors",
    {
      schema: {
        tags,
        summary: "Add a member or an external co-author at the end (answers the new list)",
        security: bearerAuth,
        params,
        body: CardAuthorAddSchema,
        response: { 201: CardAuthorListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      await addCardAuthor(db, app.jobs, actor, request.params.cardId, request.body);
      return reply.status(201).send((await people(actor, request.params.cardId)).authors);
    },
  );

  app.put(
    "/Card/:cardId/Authors",
    {
      schema: {
        tags,
        summary: "Reorder the authors (`authorIds` lists every author entry once)",
        security: bearerAuth,
        params,
        body: CardAuthorReorderSchema,
        response: { 200: CardAuthorListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      await reorderCardAuthors(db, actor, request.params.cardId, request.body);
      return (await people(actor, request.params.cardId)).authors;
    },
  );

  app.delete(
    "/Card/:cardId/Authors/:userId",
    {
      schema: {
        tags,
        summary: "Remove an author (a member id, or the entry id of an external co-author)",
        description: "409 when it would leave the card without a member author.",
        security: bearerAuth,
        params: CardUserParamsSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      await removeCardAuthor(db, actor, request.params.cardId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/Card/:cardId/Editors",
    {
      schema: {
        tags,
        summary: "The card's editors",
        security: bearerAuth,
        params,
        response: { 200: CardEditorListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await readerOf(request);
      return (await people(actor, request.params.cardId)).editors;
    },
  );

  app.post(
    "/Card/:cardId/Editors",
    {
      schema: {
        tags,
        summary: "Add a member as an editor (answers the new list)",
        security: bearerAuth,
        params,
        body: CardEditorAddSchema,
        response: { 201: CardEditorListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      await addCardEditor(db, app.jobs, actor, request.params.cardId, request.body);
      return reply.status(201).send((await people(actor, request.params.cardId)).editors);
    },
  );

  app.delete(
    "/Card/:cardId/Editors/:userId",
    {
      schema: {
        tags,
        summary: "Remove an editor",
        security: bearerAuth,
        params: CardUserParamsSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      await removeCardEditor(db, actor, request.params.cardId, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
