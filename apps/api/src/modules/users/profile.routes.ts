import { UserIdParamsSchema, UserProfileUpdateSchema, UserSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { updateUserProfile } from "./update-user-profile";
import { authorize } from "./users.policy";
import { presentUser } from "./users.presenter";

const tags = ["users"];

/** `PUT /User/me` (the caller's profile fields) and `PUT /User/{id}` (the member themself or an admin). */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.put(
    "/User/me",
    {
      schema: {
        tags,
        summary: "Update the caller's name, title and bio",
        security: bearerAuth,
        body: UserProfileUpdateSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { member, actor } = await requireMember(request);
      authorize(actor, "edit", { userId: member.id });
      return presentUser(db, await updateUserProfile(db, member.id, request.body), actor);
    },
  );

  app.put(
    "/User/:id",
    {
      schema: {
        tags,
        summary: "Update a member's name, title and bio (the member themself or an admin)",
        security: bearerAuth,
        params: UserIdParamsSchema,
        body: UserProfileUpdateSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      authorize(actor, "edit", { userId: request.params.id });
      return presentUser(db, await updateUserProfile(db, request.params.id, request.body), actor);
    },
  );
};
