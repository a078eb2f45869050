import {
  DegreeInputSchema,
  DegreeListSchema,
  DegreeSchema,
  ProfileEntryParamsSchema,
  ProfileListParamsSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { createDegree, deleteDegree, listDegrees, updateDegree } from "./degrees";
import { authorizeListAccess } from "./profile-list-access";

const tags = ["profile lists"];

/** `/Degree/ByUser/{userId}`: list, `/create`, `PUT …/{id}`, `DELETE …/{id}`. */
export const degreesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Degree/ByUser/:userId",
    {
      schema: {
        tags,
        summary: "A member's degrees, most recent first",
        security: bearerAuth,
        params: ProfileListParamsSchema,
        response: { 200: DegreeListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await authorizeListAccess(db, request, request.params.userId, "read");
      return listDegrees(db, request.params.userId);
    },
  );

  app.post(
    "/Degree/ByUser/:userId/create",
    {
      schema: {
        tags,
        summary: "Add a degree (the member themself or an admin)",
        security: bearerAuth,
        params: ProfileListParamsSchema,
        body: DegreeInputSchema,
        response: { 201: DegreeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await authorizeListAccess(db, request, request.params.userId, "change");
      return reply.status(201).send(await createDegree(db, request.params.userId, request.body));
    },
  );

  app.put(
    "/Degree/ByUser/:userId/:id",
    {
      schema: {
        tags,
        summary: "Change a degree (the member themself or an admin)",
        security: bearerAuth,
        params: ProfileEntryParamsSchema,
        body: DegreeInputSchema,
        response: { 200: DegreeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId, id } = request.params;
      await authorizeListAccess(db, request, userId, "change");
      return updateDegree(db, userId, id, request.body);
    },
  );

  app.delete(
    "/Degree/ByUser/:userId/:id",
    {
      schema: {
        tags,
        summary: "Remove a degree (the member themself or an admin)",
        security: bearerAuth,
        params: ProfileEntryParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { userId, id } = request.params;
      await authorizeListAccess(db, request, userId, "change");
      await deleteDegree(db, userId, id);
      return reply.status(204).send(null);
    },
  );
};
