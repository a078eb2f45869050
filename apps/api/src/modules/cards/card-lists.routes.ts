import { readCard } from "@keen/cards";
import {
  CardIdParamsSchema,
  CardListQuerySchema,
  CardListSchema,
  CardSummarySchema,
  CardsByUserParamsSchema,
  CardsByUserQuerySchema,
  CardVersionListSchema,
  RelatedCardListSchema,
  RelatedCardsQuerySchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BlobUrl } from "../../lib/file-url";
import { readerOf } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { listCardVersions } from "./card-versions";
import { presentCardSummary } from "./cards.presenter";
import { listCards } from "./list-cards";
import { listCardsByUser } from "./list-cards-by-user";
import { findRelatedCards } from "./related-cards";

const tags = ["cards"];

/** Card lists: `GET /Card`, `/Card/ByUser/{userId}`, `/Card/{id}/Related`, `/Published`, `/Summary`. */
export const cardListRoutes: FastifyPluginAsyncZod<{ db: Database; blobUrl: BlobUrl }> = async (
  app,
  { db, blobUrl },
) => {
  app.get(
    "/Card",
    {
      schema: {
        tags,
        summary: "Published cards, paginated (sort newest|updated|title; filter by typeId and q)",
        security: bearerAuth,
        querystring: CardListQuerySchema,
        response: { 200: CardListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = await readerOf(request);
      return listCards(db, actor, request.query, blobUrl);
    },
  );

  app.get(
    "/Card/ByUser/:userId",
    {
      schema: {
        tags,
        summary: "Cards a member authors or edits (others see only the published ones)",
        security: bearerAuth,
        params: CardsByUserParamsSchema,
        querystring: CardsByUserQuerySchema,
        response: { 200: CardListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = await readerOf(request);
      return listCardsByUser(db, actor, request.params.userId, request.query, blobUrl);
    },
  );

  app.get(
    "/Card/:cardId/Related",
    {
      schema: {
        tags,
        summary: "Published cards related to this one (shared disciplines, tags, type, similar text)",
        security: bearerAuth,
        params: CardIdParamsSchema,
        querystring: RelatedCardsQuerySchema,
        response: { 200: RelatedCardListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await readerOf(request);
      return findRelatedCards(db, actor, request.params.cardId, request.query.limit, blobUrl);
    },
  );

  app.get(
    "/Card/:cardId/Published",
    {
      schema: {
        tags,
        summary: "The card's published versions, newest first (number, date, publisher, authors)",
        security: bearerAuth,
        params: CardIdParamsSchema,
        response: { 200: CardVersionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await readerOf(request);
      return listCardVersions(db, actor, request.params.cardId);
    },
  );

  app.get(
    "/Card/:cardId/Summary",
    {
      schema: {
        tags,
        summary: "The card as a list item (published content for readers, the draft otherwise)",
        security: bearerAuth,
        params: CardIdParamsSchema,
        response: { 200: CardSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await readerOf(request);
      const { card } = await readCard(db, actor, request.params.cardId);
      return presentCardSummary(db, card, actor, blobUrl);
    },
  );
};
