import {
  ChatRoomCreateSchema,
  ChatRoomListSchema,
  ChatRoomParamsSchema,
  ChatRoomSchema,
  ChatRoomUpdateSchema,
  DirectMessageOpenSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import type { NewMemberLimits } from "../new-member-limits";
import { findRoomForMember, findRoomsForMember, ROOM_LIST_LIMIT } from "./chat-room-queries";
import { createGroupRoom } from "./create-group-room";
import { leaveGroupRoom } from "./leave-group-room";
import { openDirectRoom } from "./open-direct-room";
import { updateGroupRoom } from "./update-group-room";

const tags = ["messages"];
const params = ChatRoomParamsSchema;

/** Direct conversations and group rooms (spec §7 Messages): open, create, list, change, leave. */
export const chatRoomsRoutes: FastifyPluginAsyncZod<{ db: Database; limits: NewMemberLimits }> = async (
  app,
  { db, limits },
) => {
  app.post(
    "/Messages/DirectMessages",
    {
      schema: {
        tags,
        summary: "Open the one-to-one conversation with a member, or return the existing one",
        description:
          "201 when it was created, 200 when it existed. 403 when either member blocked the other. 429 when a new member already started their first day's conversations (decision 0043).",
        security: bearerAuth,
        body: DirectMessageOpenSchema,
        response: { 200: ChatRoomSchema, 201: ChatRoomSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      const { room, isCreated } = await openDirectRoom(db, actor, request.body.userId, limits);
      return reply.status(isCreated ? 201 : 200).send(room);
    },
  );

  app.get(
    "/Messages/DirectMessages",
    {
      schema: {
        tags,
        summary: `The caller's one-to-one conversations, latest activity first (at most ${ROOM_LIST_LIMIT})`,
        security: bearerAuth,
        response: { 200: ChatRoomListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return findRoomsForMember(db, actor, { kind: "direct" });
    },
  );

  app.post(
    "/Messages/ChatRooms",
    {
      schema: {
        tags,
        summary: "Create a group room; the caller is its owner and a member",
        description: "429 when a new member already created their first day's rooms (decision 0043).",
        security: bearerAuth,
        body: ChatRoomCreateSchema,
        response: { 201: ChatRoomSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      return reply.status(201).send(await createGroupRoom(db, actor, request.body, limits));
    },
  );

  app.get(
    "/Messages/ChatRooms",
    {
      schema: {
        tags,
        summary: `The caller's group rooms, latest activity first (at most ${ROOM_LIST_LIMIT})`,
        security: bearerAuth,
        response: { 200: ChatRoomListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return findRoomsForMember(db, actor, { kind: "group" });
    },
  );

  app.get(
    "/Messages/ChatRooms/:chatRoomUuid",
    {
      schema: {
        tags,
        summary: "One of the caller's rooms, direct or group (404 for anyone else)",
        security: bearerAuth,
        params,
        response: { 200: ChatRoomSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return findRoomForMember(db, actor, request.params.chatRoomUuid);
    },
  );

  app.patch(
    "/Messages/ChatRooms/:chatRoomUuid",
    {
      schema: {
        tags,
        summary: "Rename a group room, add or remove members (its owner)",
        security: bearerAuth,
        params,
        body: ChatRoomUpdateSchema,
        response: { 200: ChatRoomSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return updateGroupRoom(db, actor, request.params.chatRoomUuid, request.body);
    },
  );

  app.delete(
    "/Messages/ChatRooms/:chatRoomUuid/Members/me",
    {
      schema: {
        tags,
        summary: "Leave a group room (an owner who leaves hands the room to the longest-standing member)",
        security: bearerAuth,
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      await leaveGroupRoom(db, actor, request.params.chatRoomUuid);
      return reply.status(204).send(null);
    },
  );
};
