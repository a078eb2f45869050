import { BlockedMemberListSchema, BlockParamsSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { blockMember, listBlockedMembers, unblockMember } from "./member-blocks";

const tags = ["messages"];
const params = BlockParamsSchema;

/** Members the caller blocked: list, block, unblock. A block stops direct messages both ways. */
export const blocksRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Messages/Blocks",
    {
      schema: {
        tags,
        summary: "Members the caller blocked, most recent first",
        security: bearerAuth,
        response: { 200: BlockedMemberListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return listBlockedMembers(db, actor.userId);
    },
  );

  app.put(
    "/Messages/Blocks/:userId",
    {
      schema: {
        tags,
        summary: "Block a member: neither can open a conversation with or message the other (idempotent)",
        security: bearerAuth,
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      await blockMember(db, actor.userId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/Messages/Blocks/:userId",
    {
      schema: {
        tags,
        summary: "Lift a block (idempotent)",
        security: bearerAuth,
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      await unblockMember(db, actor.userId, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
