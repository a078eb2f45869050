import {
  ProfileEntryParamsSchema,
  ProfileListParamsSchema,
  PublicationInputSchema,
  PublicationListSchema,
  PublicationSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { authorizeListAccess } from "./profile-list-access";
import { createPublication, deletePublication, listPublications, updatePublication } from "./publications";

const tags = ["profile lists"];

/** `/Publication/ByUser/{userId}`: list, `/create`, `PUT …/{id}`, `DELETE …/{id}`. */
export const publicationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Publication/ByUser/:userId",
    {
      schema: {
        tags,
        summary: "A member's publications, most recent first",
        security: bearerAuth,
        params: ProfileListParamsSchema,
        response: { 200: PublicationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await authorizeListAccess(db, request, request.params.userId, "read");
      return listPublications(db, request.params.userId);
    },
  );

  app.post(
    "/Publication/ByUser/:userId/create",
    {
      schema: {
        tags,
        summary: "Add a publication (the member themself or an admin)",
        security: bearerAuth,
        params: ProfileListParamsSchema,
        body: PublicationInputSchema,
        response: { 201: PublicationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await authorizeListAccess(db, request, request.params.userId, "change");
      return reply.status(201).send(await createPublication(db, request.params.userId, request.body));
    },
  );

  app.put(
    "/Publication/ByUser/:userId/:id",
    {
      schema: {
        tags,
        summary: "Change a publication (the member themself or an admin)",
        security: bearerAuth,
        params: ProfileEntryParamsSchema,
        body: PublicationInputSchema,
        response: { 200: PublicationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId, id } = request.params;
      await authorizeListAccess(db, request, userId, "change");
      return updatePublication(db, userId, id, request.body);
    },
  );

  app.delete(
    "/Publication/ByUser/:userId/:id",
    {
      schema: {
        tags,
        summary: "Remove a publication (the member themself or an admin)",
        security: bearerAuth,
        params: ProfileEntryParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { userId, id } = request.params;
      await authorizeListAccess(db, request, userId, "change");
      await deletePublication(db, userId, id);
      return reply.status(204).send(null);
    },
  );
};
