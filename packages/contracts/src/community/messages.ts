import { z } from "zod";
import { chatRoomKinds } from "../enums";
import { CHAT_ROOM_MAX_MEMBERS, MESSAGE_MAX_LENGTH } from "./message-values";

const dateTime = z.iso.datetime({ offset: true });

/** A member as shown in conversations. */
export const ChatMemberSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  /** Relative to the API base (64 px). */
  pictureUrl: z.string(),
});
export type ChatMember = z.infer<typeof ChatMemberSchema>;

/** One message (plain text; the web app makes links clickable). */
export const ChatMessageSchema = z.object({
  id: z.uuid(),
  chatRoomUuid: z.uuid(),
  /** Null when the sender deleted their account. */
  sender: ChatMemberSchema.nullable(),
  body: z.string(),
  createdAt: dateTime,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** What the caller may do with a room. */
export const ChatRoomAbilitiesSchema = z.object({
  /** Send messages (false in a direct room when either member blocked the other). */
  send: z.boolean(),
  /** Rename and change members (the owner of a group room). */
  manage: z.boolean(),
});

/** A conversation as listed: one-to-one (`kind: direct`) or a group room. */
export const ChatRoomSchema = z.object({
  chatRoomUuid: z.uuid(),
  kind: z.enum(chatRoomKinds),
  /** The group's name; for a direct room, the other member's name. */
  name: z.string(),
  /** In a direct room, the other member. */
  otherMember: ChatMemberSchema.nullable(),
  members: z.array(ChatMemberSchema),
  ownerId: z.uuid().nullable(),
  lastMessage: ChatMessageSchema.nullable(),
  /** Messages from others since the caller last read the room. */
  unreadCount: z.number().int(),
  createdAt: dateTime,
  abilities: ChatRoomAbilitiesSchema,
});
export type ChatRoom = z.infer<typeof ChatRoomSchema>;
export const ChatRoomListSchema = z.array(ChatRoomSchema);

/** `POST /Messages/DirectMessages`: open (or return the existing) conversation with a member. */
export const DirectMessageOpenSchema = z.object({
  userId: z.uuid({ message: "must be a member id (UUID)" }),
});
export type DirectMessageOpenInput = z.infer<typeof DirectMessageOpenSchema>;

const roomName = z
  .string({ message: "is required" })
  .trim()
  .min(1, "is required")
  .max(80, "must be at most 80 characters");
const memberIds = z
  .array(z.uuid({ message: "must list member ids (UUIDs)" }))
  .max(CHAT_ROOM_MAX_MEMBERS - 1, `must list at most ${CHAT_ROOM_MAX_MEMBERS - 1} members`);

/** `POST /Messages/ChatRooms`: a group room; the creator is its owner and a member. */
export const ChatRoomCreateSchema = z.object({
  name: roomName,
  memberIds: memberIds.min(1, "must list at least one member"),
});
export type ChatRoomCreateInput = z.infer<typeof ChatRoomCreateSchema>;

/** `PATCH /Messages/ChatRooms/{chatRoomUuid}` (owner): rename, add or remove members. */
export const ChatRoomUpdateSchema = z.object({
  name: roomName.optional(),
  addMemberIds: memberIds.optional(),
  removeMemberIds: memberIds.optional(),
});
export type ChatRoomUpdateInput = z.infer<typeof ChatRoomUpdateSchema>;

export const ChatRoomParamsSchema = z.object({
  chatRoomUuid: z.uuid({ message: "must be a chat room id (UUID)" }),
});

/** `GET /Messages/ChatRooms/{chatRoomUuid}/Messages`: newest first, older pages with `before`. */
export const ChatMessageListQuerySchema = z.object({
  before: z.uuid({ message: "must be a message id (UUID)" }).optional(),
  limit: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100")
    .default(30),
});
export type ChatMessageListQuery = z.input<typeof ChatMessageListQuerySchema>;

export const ChatMessageListSchema = z.object({
  /** Newest first. */
  items: z.array(ChatMessageSchema),
  /** Pass as `before` to get older messages; null when there are none. */
  nextBefore: z.uuid().nullable(),
});
export type ChatMessageList = z.infer<typeof ChatMessageListSchema>;

/** `POST /Messages/ChatRooms/{chatRoomUuid}/Messages`. */
export const ChatMessageSendSchema = z.object({
  body: z
    .string({ message: "is required" })
    .trim()
    .min(1, "must not be empty")
    .max(MESSAGE_MAX_LENGTH, `must be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`),
});
export type ChatMessageSendInput = z.infer<typeof ChatMessageSendSchema>;

/** `GET /Messages/Unread`: the caller's unread messages, for the header's count. */
export const MessageUnreadCountSchema = z.object({
  /** Messages from others not yet read, over all rooms. */
  unread: z.number().int(),
  /** Rooms with at least one unread message. */
  rooms: z.number().int(),
});
export type MessageUnreadCount = z.infer<typeof MessageUnreadCountSchema>;

/** `PUT|DELETE /Messages/Blocks/{userId}` and `GET /Messages/Blocks`: members the caller blocked. */
export const BlockedMemberListSchema = z.array(ChatMemberSchema);
export const BlockParamsSchema = z.object({ userId: z.uuid({ message: "must be a member id (UUID)" }) });
