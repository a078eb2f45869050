import { cardLookups } from "@keen/cards";
import { CardTypeCreateSchema, CardTypeListSchema, CardTypeSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forbidden } from "../../lib/errors";
import { isAdmin } from "../../lib/policy";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { createCardType, listCardTypes } from "./card-types";

const tags = ["lookups"];

/** `GET /Lookup/CardTypes` (public) and `POST /Lookup/CardTypes` (admins). */
export const cardTypeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Lookup/CardTypes",
    {
      schema: { tags, summary: "Card types in display order", response: { 200: CardTypeListSchema } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return listCardTypes(db);
    },
  );

  app.post(
    "/Lookup/CardTypes",
    {
      schema: {
        tags,
        summary: "Add a card type (admins)",
        security: bearerAuth,
        body: CardTypeCreateSchema,
        response: { 201: CardTypeSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      if (!isAdmin(actor)) throw forbidden("Only admins can add card types.");
      const type = await createCardType(db, request.body.name);
      cardLookups(db).invalidate(); // card views name types from the in-process cache
      return reply.status(201).send(type);
    },
  );
};
