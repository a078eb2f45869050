import { RelatedMemberListSchema, UserIdParamsSchema } from "@keen/contracts";
import { type Database, users } from "@keen/db";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors";
import { readerOf } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { findRelatedMembers } from "./related-members";
import { authorize } from "./users.policy";

/** `GET /User/{id}/Related`: members related by institution, disciplines, interests and cards. */
export const relatedMembersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/User/:id/Related",
    {
      schema: {
        tags: ["users"],
        summary: "Members related to a member, best first, with the reasons (at most 12)",
        security: bearerAuth,
        params: UserIdParamsSchema,
        response: { 200: RelatedMemberListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await readerOf(request);
      authorize(actor, "read", { userId: request.params.id });
      const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, request.params.id));
      if (!member) throw notFound("Member");
      return findRelatedMembers(db, member.id);
    },
  );
};
