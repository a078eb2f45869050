import type { ChatRoom } from "@keen/contracts";
import { forbidden, notFound } from "../../lib/errors";
import { type Actor, definePolicy, type SignedInActor } from "../../lib/policy";

/** What can be done with a chat room. */
export type ChatRoomAction = "read" | "send" | "manage" | "leave";

/** The facts about a room the rules need, as seen by one caller. */
export type ChatRoomResource = {
  kind: ChatRoom["kind"];
  ownerId: string | null;
  memberIds: readonly string[];
  /** In a direct room: the caller or the other member blocked the other. */
  isBlocked: boolean;
};

const isMember = (actor: SignedInActor, room: ChatRoomResource) => room.memberIds.includes(actor.userId);

/**
 * Who may do what with a room: its members read it; they send in a group room, and in a direct
 * room while neither blocked the other (and the other still has an account); the owner of a group
 * room renames it and changes its members; members leave group rooms. Admins are not special:
 * conversations are private.
 */
export const chatRoomPolicy = definePolicy<ChatRoomAction, ChatRoomResource>({
  read: isMember,
  send: (actor, room) =>
    isMember(actor, room) && (room.kind === "group" || (!room.isBlocked && room.memberIds.length === 2)),
  manage: (actor, room) => isMember(actor, room) && room.kind === "group" && room.ownerId === actor.userId,
  leave: (actor, room) => isMember(actor, room) && room.kind === "group",
});

const refusals: Record<Exclude<ChatRoomAction, "read">, (room: ChatRoomResource) => string> = {
  send: (room) =>
    room.isBlocked
      ? "Messages cannot be sent here: one of you has blocked the other."
      : "Messages cannot be sent here: the other member's account is gone.",
  manage: (room) =>
    room.kind === "direct"
      ? "A direct conversation cannot be renamed or have its members changed."
      : "Only the room's owner can rename it or change its members.",
  leave: () => "You cannot leave a direct conversation.",
};

/**
 * Authorises a member's action on a room: 404 for anyone who is not a member (a room's existence
 * is not revealed), 403 with the reason when a member may not do this.
 */
export function authorizeChatRoom(
  actor: SignedInActor,
  action: ChatRoomAction,
  room: ChatRoomResource,
): void {
  if (!chatRoomPolicy.can(actor, "read", room)) throw notFound("Chat room");
  if (action !== "read" && !chatRoomPolicy.can(actor, action, room)) throw forbidden(refusals[action](room));
}

/** The caller's abilities on a room, for `ChatRoom.abilities`. */
export function chatRoomAbilities(actor: Actor, room: ChatRoomResource): ChatRoom["abilities"] {
  return { send: chatRoomPolicy.can(actor, "send", room), manage: chatRoomPolicy.can(actor, "manage", room) };
}
