import {
  InstitutionCardParamsSchema,
  InstitutionFeaturedCardListSchema,
  InstitutionIdParamsSchema,
  InstitutionMemberParamsSchema,
  InstitutionPersonListSchema,
  InstitutionReorderSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BlobUrl } from "../../lib/file-url";
import { loadActor } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { addPeople, removePerson, reorderPeople } from "./change-people";
import {
  addFeaturedCard,
  loadFeaturedCards,
  removeFeaturedCard,
  reorderFeaturedCards,
} from "./featured-cards";
import { fellowsRoutes } from "./fellows.routes";
import { requireInstitutionEditor } from "./institutions.policy";
import { loadInstitution } from "./load-institution";
import { loadPeople } from "./load-people";
import { type PeopleListName, peopleLists, reorderDescription } from "./people-lists";

const tags = ["institutions"];
const params = InstitutionIdParamsSchema;

/** Featured cards, KEEN leaders and rising stars (fellows in their own plugin): read, add, remove, reorder. */
export const institutionListsRoutes: FastifyPluginAsyncZod<{ db: Database; blobUrl: BlobUrl }> = async (
  app,
  { db, blobUrl },
) => {
  app.get(
    "/Institution/:id/FeaturedCards",
    {
      schema: {
        tags,
        summary: "Featured cards in order (published ones only; everyone)",
        params,
        response: { 200: InstitutionFeaturedCardListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await loadInstitution(db, request.params.id);
      return loadFeaturedCards(db, request.params.id, await loadActor(request), blobUrl);
    },
  );

  app.post(
    "/Institution/:id/FeaturedCards/:cardId",
    {
      schema: {
        tags,
        summary: "Feature a published card at the end (admins; answers the new list)",
        security: bearerAuth,
        params: InstitutionCardParamsSchema,
        response: { 201: InstitutionFeaturedCardListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = await requireInstitutionEditor(request);
      await addFeaturedCard(db, request.params.id, request.params.cardId);
      return reply.status(201).send(await loadFeaturedCards(db, request.params.id, actor, blobUrl));
    },
  );

  app.delete(
    "/Institution/:id/FeaturedCards/:cardId",
    {
      schema: {
        tags,
        summary: "Stop featuring a card (admins)",
        security: bearerAuth,
        params: InstitutionCardParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireInstitutionEditor(request);
      await removeFeaturedCard(db, request.params.id, request.params.cardId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/Institution/:id/FeaturedCards/Reorder",
    {
      schema: {
        tags,
        summary: "Put the featured cards in a new order (admins; answers the new list)",
        description: reorderDescription,
        security: bearerAuth,
        params,
        body: InstitutionReorderSchema,
        response: { 200: InstitutionFeaturedCardListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await requireInstitutionEditor(request);
      await reorderFeaturedCards(db, request.params.id, request.body);
      return loadFeaturedCards(db, request.params.id, actor, blobUrl);
    },
  );

  for (const name of ["keenLeaders", "risingStars"] as const satisfies PeopleListName[]) {
    const { path, label } = peopleLists[name];
    app.get(
      `/Institution/:id/${path}`,
      {
        schema: {
          tags,
          summary: `The ${label}s in order (everyone)`,
          params,
          response: { 200: InstitutionPersonListSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        await loadInstitution(db, request.params.id);
        return loadPeople(db, request.params.id, name);
      },
    );

    app.post(
      `/Institution/:id/${path}/:userId`,
      {
        schema: {
          tags,
          summary: `Add a member as ${label} at the end (admins; answers the new list)`,
          security: bearerAuth,
          params: InstitutionMemberParamsSchema,
          response: { 201: InstitutionPersonListSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const actor = await requireInstitutionEditor(request);
        const { id, userId } = request.params;
        await addPeople(db, id, name, [userId], {
          field: "userId",
          unknownMemberStatus: 404,
          notify: { jobs: app.jobs, actorId: actor.userId },
        });
        return reply.status(201).send(await loadPeople(db, id, name));
      },
    );

    app.delete(
      `/Institution/:id/${path}/:userId`,
      {
        schema: {
          tags,
          summary: `Remove a ${label} (admins)`,
          security: bearerAuth,
          params: InstitutionMemberParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await requireInstitutionEditor(request);
        await removePerson(db, request.params.id, name, request.params.userId);
        return reply.status(204).send(null);
      },
    );

    app.put(
      `/Institution/:id/${path}/Reorder`,
      {
        schema: {
          tags,
          summary: `Put the ${label}s in a new order (admins; answers the new list)`,
          description: reorderDescription,
          security: bearerAuth,
          params,
          body: InstitutionReorderSchema,
          response: { 200: InstitutionPersonListSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await requireInstitutionEditor(request);
        await reorderPeople(db, request.params.id, name, request.body);
        return loadPeople(db, request.params.id, name);
      },
    );
  }

  await app.register(fellowsRoutes, { db });
};
