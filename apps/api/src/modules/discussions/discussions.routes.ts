import {
  CardIdParamsSchema,
  CommentCreateSchema,
  CommentListQuerySchema,
  CommentListSchema,
  CommentNotificationSchema,
  CommentParamsSchema,
  CommentSchema,
  CommentUpdateSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiConfig } from "../../config";
import { readerOf, requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { readCommentNotification, saveCommentNotification } from "./comment-notification";
import { createComment } from "./create-comment";
import { deleteComment } from "./delete-comment";
import { listComments } from "./list-comments";
import { updateComment } from "./update-comment";

const tags = ["engagement"];
const unreadable = "404 for unknown cards, drafts never published and cards the caller may not read.";

/**
 * A published card's discussion (issue 9): comments with one level of replies, edited or deleted
 * by their authors and removed by admins, and each member's notification setting for it.
 */
export const discussionsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  jobs: JobSender;
  config: Pick<ApiConfig, "newMemberLimits">;
}> = async (app, { db, jobs, config }) => {
  app.get(
    "/Card/:cardId/Comments",
    {
      schema: {
        tags,
        summary: "A card's discussion: top-level comments newest first, each with its replies oldest first",
        description: `Deleted or removed comments appear (without words or author) only while they have replies. ${unreadable}`,
        security: bearerAuth,
        params: CardIdParamsSchema,
        querystring: CommentListQuerySchema,
        response: { 200: CommentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await readerOf(request);
      return listComments(db, actor, request.params.cardId, request.query);
    },
  );

  app.post(
    "/Card/:cardId/Comments",
    {
      schema: {
        tags,
        summary: "Comment on a published card, or reply to a top-level comment (`parentId`)",
        description: `Plain text, 1 to 4,000 characters after trimming. Notifies the card's authors and the discussion's participants who did not mute it. 429 when a new member already posted their first day's comments (decision 0043). ${unreadable}`,
        security: bearerAuth,
        params: CardIdParamsSchema,
        body: CommentCreateSchema,
        response: { 201: CommentSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      const comment = await createComment(db, jobs, actor, request.params.cardId, request.body, {
        limits: config.newMemberLimits,
      });
      return reply.status(201).send(comment);
    },
  );

  app.put(
    "/Card/:cardId/Comments/:commentId",
    {
      schema: {
        tags,
        summary: "Edit one's own comment (marks it edited)",
        description: "403 for comments of others; 404 for deleted comments.",
        security: bearerAuth,
        params: CommentParamsSchema,
        body: CommentUpdateSchema,
        response: { 200: CommentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      const { cardId, commentId } = request.params;
      return updateComment(db, actor, cardId, commentId, request.body);
    },
  );

  app.delete(
    "/Card/:cardId/Comments/:commentId",
    {
      schema: {
        tags,
        summary: "Delete one's own comment, or (admins) remove anyone's",
        description:
          "A deleted comment shows as `deleted`, a removed one as `removed`, while replies hang under it.",
        security: bearerAuth,
        params: CommentParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      await deleteComment(db, actor, request.params.cardId, request.params.commentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/Card/:cardId/CommentNotification",
    {
      schema: {
        tags,
        summary: "Whether the caller muted notifications of this card's discussion",
        description: unreadable,
        security: bearerAuth,
        params: CardIdParamsSchema,
        response: { 200: CommentNotificationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return readCommentNotification(db, actor, request.params.cardId);
    },
  );

  app.put(
    "/Card/:cardId/CommentNotification",
    {
      schema: {
        tags,
        summary: "Mute or unmute notifications of this card's discussion for the caller",
        description: unreadable,
        security: bearerAuth,
        params: CardIdParamsSchema,
        body: CommentNotificationSchema,
        response: { 200: CommentNotificationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return saveCommentNotification(db, actor, request.params.cardId, request.body);
    },
  );
};
