import {
  InstitutionSummarySchema,
  LookupItemSchema,
  MembershipItemSchema,
  ProfileEntryParamsSchema,
  ProfileListParamsSchema,
  UserDisciplineCreateSchema,
  UserInstitutionCreateSchema,
  UserInterestCreateSchema,
  UserMembershipCreateSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { addLink, listLinks, removeLink } from "./link-list-service";
import type { LinkKind } from "./link-lists";
import { authorizeListAccess } from "./profile-list-access";

const routes = {
  Institution: { item: InstitutionSummarySchema, body: UserInstitutionCreateSchema, key: "institutionId" },
  Discipline: { item: LookupItemSchema, body: UserDisciplineCreateSchema, key: "disciplineId" },
  Interest: { item: LookupItemSchema, body: UserInterestCreateSchema, key: "interestId" },
  Membership: { item: MembershipItemSchema, body: UserMembershipCreateSchema, key: "membershipId" },
} as const;

const tags = ["profile lists"];

/**
 * `/{Institution|Discipline|Interest|Membership}/ByUser/{userId}`: list (members), `/create`
 * (link a lookup row; 201, or 200 when already linked) and `DELETE …/{id}` (unlink by the
 * lookup row's id), the last two for the member themself and admins.
 */
export const linkListsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const kind of Object.keys(routes) as LinkKind[]) {
    const { item, body, key } = routes[kind];
    const base = `/${kind}/ByUser/:userId`;

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `A member's ${kind.toLowerCase()} list`,
          security: bearerAuth,
          params: ProfileListParamsSchema,
          response: { 200: z.array(item), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await authorizeListAccess(db, request, request.params.userId, "read");
        return listLinks(db, kind, request.params.userId);
      },
    );

    app.post(
      `${base}/create`,
      {
        schema: {
          tags,
          summary: `Add a ${kind.toLowerCase()} to a member's list (200 when already there)`,
          security: bearerAuth,
          params: ProfileListParamsSchema,
          body,
          response: { 200: item, 201: item, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { userId } = request.params;
        await authorizeListAccess(db, request, userId, "change");
        const lookupId = (request.body as Record<string, string>)[key]!;
        const { item: added, isCreated } = await addLink(db, kind, userId, lookupId);
        return reply.status(isCreated ? 201 : 200).send(added as never);
      },
    );

    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Remove a ${kind.toLowerCase()} from a member's list`,
          security: bearerAuth,
          params: ProfileEntryParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { userId, id } = request.params;
        await authorizeListAccess(db, request, userId, "change");
        await removeLink(db, kind, userId, id);
        return reply.status(204).send(null);
      },
    );
  }
};
