import { AccountDeletionResultSchema, AccountDeletionSchema, UserIdParamsSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { IdpManagementClient } from "../../lib/idp-management";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { authorize } from "../users";
import { deleteAccount } from "./delete-account";

/** `POST /User/{id}/delete`: irreversible account deletion by the member themself or an admin. */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  idp: IdpManagementClient;
}> = async (app, { db, idp }) => {
  app.post(
    "/User/:id/delete",
    {
      schema: {
        tags: ["users"],
        summary: "Delete a member's account for good (confirm by typing its email)",
        description:
          "Deletes the member's personal data and drafts, credits their published cards to other authors or to \"Former member\", and deletes the sign-in account at the identity provider with the caller's token (403/503 from there leave everything unchanged). Sign out afterwards.",
        security: bearerAuth,
        params: UserIdParamsSchema,
        body: AccountDeletionSchema,
        response: { 200: AccountDeletionResultSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      authorize(actor, "delete", { userId: request.params.id });
      return deleteAccount(
        db,
        { jobs: app.jobs, idp },
        {
          userId: request.params.id,
          confirmEmail: request.body.confirmEmail,
          accessToken: request.accessToken ?? "",
        },
      );
    },
  );
};
