import { CardIdParamsSchema, CollabTokenSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { CollabConfig } from "@keen/server-kit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { issueCollabToken } from "./issue-collab-token";

/** `GET /TipTap/token/{cardId}`: the token that lets the editor join a card draft's live document. */
export const collabRoutes: FastifyPluginAsyncZod<{ db: Database; collab: CollabConfig }> = async (
  app,
  { db, collab },
) => {
  app.get(
    "/TipTap/token/:cardId",
    {
      schema: {
        tags: ["cards"],
        summary: "Co-editing token for a card draft (authors, editors and admins)",
        description:
          "A ten-minute token naming the caller and the card, the WebSocket address of the collab server that holds the card, the live document's name (`card:{cardId}`) and the caller's caret name and colour. The editor renews it before it runs out. 404 when the caller may not see the card, 403 when they may not edit its draft.",
        security: bearerAuth,
        params: CardIdParamsSchema,
        response: { 200: CollabTokenSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = await requireMember(request);
      reply.header("cache-control", "no-store");
      return issueCollabToken(db, collab, caller, request.params.cardId);
    },
  );
};
