import {
  InstitutionFellowAddSchema,
  InstitutionFellowBatchSchema,
  InstitutionFellowListSchema,
  InstitutionIdParamsSchema,
  InstitutionMemberParamsSchema,
  InstitutionReorderSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { addPeople, removePerson, reorderPeople } from "./change-people";
import { requireInstitutionEditor } from "./institutions.policy";
import { loadInstitution } from "./load-institution";
import { loadFellows } from "./load-people";
import { reorderDescription } from "./people-lists";

const tags = ["institutions"];
const params = InstitutionIdParamsSchema;

/** An institution's fellows: read, add one, add a batch (all or nothing), remove, reorder. */
export const fellowsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Institution/:id/Fellows",
    {
      schema: {
        tags,
        summary: "The fellows in order, with their years (everyone)",
        params,
        response: { 200: InstitutionFellowListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await loadInstitution(db, request.params.id);
      return loadFellows(db, request.params.id);
    },
  );

  app.post(
    "/Institution/:id/Fellows",
    {
      schema: {
        tags,
        summary: "Add a member as fellow at the end (admins; answers the new list)",
        description: "400 on `userId` for an unknown member; 409 when already a fellow.",
        security: bearerAuth,
        params,
        body: InstitutionFellowAddSchema,
        response: { 201: InstitutionFellowListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = await requireInstitutionEditor(request);
      const { userId, year } = request.body;
      await addPeople(db, request.params.id, "fellows", [userId], {
        field: "userId",
        year,
        notify: { jobs: app.jobs, actorId: actor.userId },
      });
      return reply.status(201).send(await loadFellows(db, request.params.id));
    },
  );

  app.post(
    "/Institution/:id/Fellows/Batch",
    {
      schema: {
        tags,
        summary: "Add many members as fellows at once, all or nothing (admins; answers the new list)",
        description:
          "Appended in the given order. 400 on `userIds` for an unknown member or a repeated id; 409 when one already is a fellow. Nothing is added then.",
        security: bearerAuth,
        params,
        body: InstitutionFellowBatchSchema,
        response: { 201: InstitutionFellowListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = await requireInstitutionEditor(request);
      const { userIds, year } = request.body;
      await addPeople(db, request.params.id, "fellows", userIds, {
        field: "userIds",
        year,
        notify: { jobs: app.jobs, actorId: actor.userId },
      });
      return reply.status(201).send(await loadFellows(db, request.params.id));
    },
  );

  app.delete(
    "/Institution/:id/Fellows/:userId",
    {
      schema: {
        tags,
        summary: "Remove a fellow (admins)",
        security: bearerAuth,
        params: InstitutionMemberParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireInstitutionEditor(request);
      await removePerson(db, request.params.id, "fellows", request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/Institution/:id/Fellows/Reorder",
    {
      schema: {
        tags,
        summary: "Put the fellows in a new order (admins; answers the new list)",
        description: reorderDescription,
        security: bearerAuth,
        params,
        body: InstitutionReorderSchema,
        response: { 200: InstitutionFellowListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireInstitutionEditor(request);
      await reorderPeople(db, request.params.id, "fellows", request.body);
      return loadFellows(db, request.params.id);
    },
  );
};
