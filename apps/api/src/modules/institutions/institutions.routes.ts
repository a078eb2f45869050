import {
  InstitutionDetailSchema,
  InstitutionIdParamsSchema,
  InstitutionListPageSchema,
  InstitutionListQuerySchema,
  InstitutionStatisticsSchema,
  InstitutionWriteSchema,
} from "@keen/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loadActor, requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { deleteInstitution } from "./delete-institution";
import { institutionListsRoutes } from "./institution-lists.routes";
import { type InstitutionRoutesOptions, institutionLogoRoutes } from "./institution-logo.routes";
import { computeInstitutionStatistics } from "./institution-statistics";
import { authorizeInstitution } from "./institutions.policy";
import { presentInstitutionDetail } from "./institutions.presenter";
import { listInstitutions } from "./list-institutions";
import { loadInstitution } from "./load-institution";
import { createInstitution, updateInstitution } from "./save-institution";

const tags = ["institutions"];
const params = InstitutionIdParamsSchema;

export type { InstitutionRoutesOptions } from "./institution-logo.routes";

/**
 * Institutions: list, create, read, update, delete and statistics here; the ordered lists and
 * the logo in their own plugins. Everyone reads; only admins write (401 anonymous, 403 members).
 */
export const institutionsRoutes: FastifyPluginAsyncZod<InstitutionRoutesOptions> = async (app, options) => {
  const { db, blobUrl } = options;

  app.get(
    "/Institution",
    {
      schema: {
        tags,
        summary: "Institutions by name, paginated (`q` filters by name or short name)",
        querystring: InstitutionListQuerySchema,
        response: { 200: InstitutionListPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listInstitutions(db, request.query),
  );

  app.post(
    "/Institution",
    {
      schema: {
        tags,
        summary: "Create an institution (admins)",
        security: bearerAuth,
        body: InstitutionWriteSchema,
        response: { 201: InstitutionDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      authorizeInstitution(actor, "create");
      const row = await createInstitution(db, request.body);
      return reply.status(201).send(await presentInstitutionDetail(db, row, actor, blobUrl));
    },
  );

  app.get(
    "/Institution/:id",
    {
      schema: {
        tags,
        summary: "An institution with its featured cards, people and statistics (everyone)",
        params,
        response: { 200: InstitutionDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const actor = await loadActor(request);
      return presentInstitutionDetail(db, await loadInstitution(db, request.params.id), actor, blobUrl);
    },
  );

  app.put(
    "/Institution/:id",
    {
      schema: {
        tags,
        summary: "Update an institution's fields (admins)",
        security: bearerAuth,
        params,
        body: InstitutionWriteSchema,
        response: { 200: InstitutionDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      authorizeInstitution(actor, "edit");
      const row = await updateInstitution(db, request.params.id, request.body);
      return presentInstitutionDetail(db, row, actor, blobUrl);
    },
  );

  app.delete(
    "/Institution/:id",
    {
      schema: {
        tags,
        summary: "Delete an institution with its lists and logo (admins)",
        security: bearerAuth,
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      authorizeInstitution(actor, "delete");
      await deleteInstitution(db, app.jobs, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/Institution/:id/Statistics",
    {
      schema: {
        tags,
        summary: "The institution's statistics, computed (everyone)",
        params,
        response: { 200: InstitutionStatisticsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await loadInstitution(db, request.params.id);
      return computeInstitutionStatistics(db, request.params.id);
    },
  );

  await app.register(institutionListsRoutes, { db, blobUrl });
  await app.register(institutionLogoRoutes, options);
};
