import {
  ChatMessageListQuerySchema,
  ChatMessageListSchema,
  ChatMessageSchema,
  ChatMessageSendSchema,
  ChatRoomParamsSchema,
  MessageUnreadCountSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { countUnreadMessages } from "./message-queries";
import { markRoomReadFor, readRoomMessages } from "./read-room-messages";
import { sendMessage } from "./send-message";

const tags = ["messages"];
const params = ChatRoomParamsSchema;

/** A room's messages (read, send, mark read) and the caller's unread count over all rooms. */
export const chatMessagesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  jobs: JobSender;
  notifyDelaySeconds: number;
}> = async (app, { db, jobs, notifyDelaySeconds }) => {
  app.get(
    "/Messages/ChatRooms/:chatRoomUuid/Messages",
    {
      schema: {
        tags,
        summary: "A room's messages, newest first; older pages with `before` (a message id)",
        description: "The first page (no `before`) marks the room read for the caller. 404 for non-members.",
        security: bearerAuth,
        params,
        querystring: ChatMessageListQuerySchema,
        response: { 200: ChatMessageListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return readRoomMessages(db, actor, request.params.chatRoomUuid, request.query);
    },
  );

  app.post(
    "/Messages/ChatRooms/:chatRoomUuid/Messages",
    {
      schema: {
        tags,
        summary: "Send a message (plain text, 1 to 4,000 characters after trimming)",
        description:
          "403 in a direct conversation when either member blocked the other. 404 for non-members.",
        security: bearerAuth,
        params,
        body: ChatMessageSendSchema,
        response: { 201: ChatMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      const message = await sendMessage(db, jobs, actor, request.params.chatRoomUuid, request.body, {
        notifyDelaySeconds,
      });
      return reply.status(201).send(message);
    },
  );

  app.post(
    "/Messages/ChatRooms/:chatRoomUuid/Read",
    {
      schema: {
        tags,
        summary: "Mark a room read for the caller (up to now)",
        security: bearerAuth,
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      await markRoomReadFor(db, actor, request.params.chatRoomUuid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/Messages/Unread",
    {
      schema: {
        tags,
        summary: "How many messages from others the caller has not read, and in how many rooms",
        security: bearerAuth,
        response: { 200: MessageUnreadCountSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return countUnreadMessages(db, actor.userId);
    },
  );
};
