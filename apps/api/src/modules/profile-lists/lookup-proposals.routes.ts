import { LookupItemSchema, LookupProposalSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { type ProposableKind, proposeLookup } from "./propose-lookup";

/**
 * `POST /Discipline/create` and `POST /Interest/create`: any member may propose a value; 201 when
 * new, 200 with the existing row when the name already exists ignoring case and accents.
 */
export const lookupProposalsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const kind of ["Discipline", "Interest"] as ProposableKind[]) {
    app.post(
      `/${kind}/create`,
      {
        schema: {
          tags: ["lookups"],
          summary: `Propose a new ${kind.toLowerCase()} (200 with the existing one for a duplicate name)`,
          security: bearerAuth,
          body: LookupProposalSchema,
          response: { 200: LookupItemSchema, 201: LookupItemSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        await requireMember(request);
        const { item, isCreated } = await proposeLookup(db, kind, request.body.name);
        return reply.status(isCreated ? 201 : 200).send(item);
      },
    );
  }
};
