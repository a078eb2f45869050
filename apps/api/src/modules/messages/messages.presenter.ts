import type { ChatMember, ChatMessage, ChatRoom } from "@keen/contracts";
import type { profilePictures, users } from "@keen/db";
import type { SignedInActor } from "../../lib/policy";
import { profilePictureUrl } from "../users";
import { type ChatRoomResource, chatRoomAbilities } from "./messages.policy";

/** A member as conversations show them: a `users` row joined with its `profile_pictures` row. */
export type ChatMemberRow = {
  userId: string;
  firstName: string;
  lastName: string;
  title: string | null;
  updatedAt: Date;
  pictureVersion: string | null;
};

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** One message with its sender's columns (all null when the sender's account is gone). */
export type ChatMessageRow = {
  id: string;
  roomId: string;
  body: string;
  createdAt: Date;
  sender: Nullable<ChatMemberRow> | null;
};

/** A room as listed for the caller, with its last message and the caller's unread count. */
export type ChatRoomRow = {
  id: string;
  kind: ChatRoom["kind"];
  name: string | null;
  ownerId: string | null;
  createdAt: Date;
  unreadCount: number;
  lastMessage: ChatMessageRow | null;
};

/** The columns `ChatMemberRow` needs from `users` and `profile_pictures` (or aliases of them). */
export function chatMemberColumns(user: typeof users, picture: typeof profilePictures) {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    updatedAt: user.updatedAt,
    pictureVersion: picture.version,
  };
}

/** What leaves the server for a member in a conversation (64 px picture). */
export function presentChatMember(row: ChatMemberRow): ChatMember {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    pictureUrl: profilePictureUrl(
      { id: row.userId, updatedAt: row.updatedAt },
      row.pictureVersion ?? undefined,
      64,
    ),
  };
}

function presentSender(row: Nullable<ChatMemberRow> | null): ChatMember | null {
  if (!row?.userId || !row.updatedAt) return null;
  return presentChatMember({
    userId: row.userId,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    title: row.title,
    updatedAt: row.updatedAt,
    pictureVersion: row.pictureVersion,
  });
}

/** What leaves the server for one message. */
export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    chatRoomUuid: row.roomId,
    sender: presentSender(row.sender),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

function fullName(member: ChatMember | undefined): string {
  return member ? `${member.firstName} ${member.lastName}`.trim() || "A member" : "Former member";
}

/**
 * What leaves the server for a room as the caller sees it: a direct room is named after the
 * other member; `abilities` come from the room policy.
 */
export function presentChatRoom(
  actor: SignedInActor,
  room: ChatRoomRow,
  members: ChatMemberRow[],
  resource: ChatRoomResource,
): ChatRoom {
  const shown = members.map(presentChatMember);
  const otherMember = room.kind === "direct" ? shown.find((m) => m.userId !== actor.userId) : undefined;
  return {
    chatRoomUuid: room.id,
    kind: room.kind,
    name: room.kind === "direct" ? fullName(otherMember) : (room.name ?? ""),
    otherMember: otherMember ?? null,
    members: shown,
    ownerId: room.ownerId,
    lastMessage: room.lastMessage ? presentChatMessage(room.lastMessage) : null,
    unreadCount: room.unreadCount,
    createdAt: room.createdAt.toISOString(),
    abilities: chatRoomAbilities(actor, resource),
  };
}
