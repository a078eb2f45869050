import {
  AdminMemberLiftLimitsInputSchema,
  AdminMemberListQuerySchema,
  AdminMemberListSchema,
  AdminMemberReactivateInputSchema,
  AdminMemberRoleInputSchema,
  AdminMemberSchema,
  AdminMemberSuspendInputSchema,
  UserIdParamsSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { changeMemberRole } from "./change-member-role";
import { liftNewMemberLimits } from "./lift-new-member-limits";
import { listAdminMembers } from "./list-admin-members";
import { requireMemberAdmin } from "./member-admin.policy";
import { reactivateMember } from "./reactivate-member";
import { suspendMember } from "./suspend-member";

const tags = ["admin"];

/**
 * The admin members page: list, change a role, suspend and reactivate (admins; decision 0041), and
 * lift a new member's first-day limits (decision 0043).
 */
export const memberAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Admin/Members",
    {
      schema: {
        tags,
        summary:
          "Members with role, status, join date, last visit and cards; searched, filtered, sorted (admins)",
        security: bearerAuth,
        querystring: AdminMemberListQuerySchema,
        response: { 200: AdminMemberListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAdminMembers(db, await requireMemberAdmin(request), request.query),
  );

  app.put(
    "/Admin/Members/:id/Role",
    {
      schema: {
        tags,
        summary: "Change a member's role (not one's own; not the last admin's) (admins)",
        security: bearerAuth,
        params: UserIdParamsSchema,
        body: AdminMemberRoleInputSchema,
        response: { 200: AdminMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      changeMemberRole(db, app.jobs, await requireMemberAdmin(request), request.params.id, request.body),
  );

  app.post(
    "/Admin/Members/:id/Suspend",
    {
      schema: {
        tags,
        summary: "Suspend a member with a reason and an optional end; their tokens stop working (admins)",
        security: bearerAuth,
        params: UserIdParamsSchema,
        body: AdminMemberSuspendInputSchema,
        response: { 200: AdminMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      suspendMember(db, app.jobs, await requireMemberAdmin(request), request.params.id, request.body),
  );

  app.post(
    "/Admin/Members/:id/Reactivate",
    {
      schema: {
        tags,
        summary: "Lift a member's suspension (admins)",
        security: bearerAuth,
        params: UserIdParamsSchema,
        body: AdminMemberReactivateInputSchema,
        response: { 200: AdminMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      reactivateMember(db, app.jobs, await requireMemberAdmin(request), request.params.id, request.body),
  );

  app.post(
    "/Admin/Members/:id/LiftNewMemberLimits",
    {
      schema: {
        tags,
        summary: "End a new member's first-day limits early (admins; 409 when none hold)",
        security: bearerAuth,
        params: UserIdParamsSchema,
        body: AdminMemberLiftLimitsInputSchema,
        response: { 200: AdminMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      liftNewMemberLimits(db, await requireMemberAdmin(request), request.params.id, request.body),
  );
};
