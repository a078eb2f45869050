import { users } from "@keen/db";
import { inArray } from "drizzle-orm";
import { validation } from "../../lib/errors";
import { publishLive } from "../live";
import { findBlockedAmong } from "./block-queries";
import type { Transaction } from "./chat-room-queries";

/**
 * Checks members the owner adds to a group room: each listed once, none the owner, all existing
 * members, and none who blocked the owner or was blocked by them (400 naming `field`).
 */
export async function checkNewMembers(
  tx: Transaction,
  ownerId: string,
  memberIds: string[],
  field: string,
): Promise<void> {
  if (new Set(memberIds).size !== memberIds.length) throw validation(field, "must not list a member twice");
  if (memberIds.includes(ownerId)) throw validation(field, "must list other members, not yourself");
  if (memberIds.length === 0) return;
  const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, memberIds));
  if (found.length !== memberIds.length) throw validation(field, "lists someone who is not a member");
  const blocked = await findBlockedAmong(tx, ownerId, memberIds);
  if (blocked.size > 0) {
    throw validation(
      field,
      `lists ${blocked.size === 1 ? "a member" : `${blocked.size} members`} you cannot message (one of you blocked the other)`,
    );
  }
}

/** Tells members (old and new) that a room's name or members changed, when the transaction commits. */
export async function publishRoomChanged(tx: Transaction, roomId: string, userIds: string[]): Promise<void> {
  await publishLive(tx, {
    userIds: [...new Set(userIds)],
    event: "message",
    data: { action: "room_changed", chatRoomUuid: roomId },
  });
}
