import {
  InstitutionListSchema,
  LookupListSchema,
  LookupQuerySchema,
  MembershipListSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../plugins/openapi";
import { findDisciplines, findInstitutions, findInterests, findMemberships } from "./find-lookups";

const tags = ["lookups"];
/** Lookup lists change rarely and are the same for everyone. */
const cacheControl = "public, max-age=300";

/** Public lookup lists for forms: institutions, disciplines, interests, memberships (`?q=` filters). */
export const lookupsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook("onSend", async (request, reply) => {
    if (reply.statusCode === 200 && request.method === "GET") reply.header("cache-control", cacheControl);
  });

  const common = { tags, querystring: LookupQuerySchema };

  app.get(
    "/Lookup/Institutions",
    {
      schema: {
        ...common,
        summary: "Institutions, sorted by name",
        response: { 200: InstitutionListSchema, ...errorResponses(400) },
      },
    },
    async (request) => findInstitutions(db, request.query.q),
  );
  app.get(
    "/Lookup/Disciplines",
    {
      schema: {
        ...common,
        summary: "Disciplines, sorted by name",
        response: { 200: LookupListSchema, ...errorResponses(400) },
      },
    },
    async (request) => findDisciplines(db, request.query.q),
  );
  app.get(
    "/Lookup/Interests",
    {
      schema: {
        ...common,
        summary: "Interests, sorted by name",
        response: { 200: LookupListSchema, ...errorResponses(400) },
      },
    },
    async (request) => findInterests(db, request.query.q),
  );
  app.get(
    "/Lookup/Memberships",
    {
      schema: {
        ...common,
        summary: "Professional societies, sorted by name",
        response: { 200: MembershipListSchema, ...errorResponses(400) },
      },
    },
    async (request) => findMemberships(db, request.query.q),
  );
};
