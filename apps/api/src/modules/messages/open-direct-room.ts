import type { ChatRoom } from "@keen/contracts";
import { chatRoomMembers, chatRooms, type Database, users } from "@keen/db";
import { eq } from "drizzle-orm";
import { forbidden, validation } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { assertWithinNewMemberLimit, type NewMemberLimits } from "../new-member-limits";
import { findBlockedAmong } from "./block-queries";
import { findRoomForMember } from "./chat-room-queries";

/** The unique key of two members' direct room: their ids, sorted, joined by ':'. */
export function directKeyOf(userId: string, otherId: string): string {
  return [userId, otherId].sort().join(":");
}

/**
 * Opens the caller's one-to-one room with another member, or returns the existing one. 400 for
 * the caller themself or an unknown member, 403 when either blocked the other, 429 when a new
 * member would pass their first day's conversations with new people (decision 0043). Race-safe: the
 * room is an upsert on its unique direct key, so concurrent opens end in one room.
 */
export async function openDirectRoom(
  db: Database,
  actor: SignedInActor,
  otherId: string,
  limits: NewMemberLimits,
): Promise<{ room: ChatRoom; isCreated: boolean }> {
  if (otherId === actor.userId) throw validation("userId", "must be another member, not yourself");
  return db.transaction(async (tx) => {
    const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.id, otherId));
    if (!other) throw validation("userId", "is not a member");
    if ((await findBlockedAmong(tx, actor.userId, [otherId])).size > 0) {
      throw forbidden("You cannot message this member: one of you has blocked the other.");
    }
    const directKey = directKeyOf(actor.userId, otherId);
    const [known] = await tx
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(eq(chatRooms.directKey, directKey));
    if (known) return { room: await findRoomForMember(tx, actor, known.id), isCreated: false };
    await assertWithinNewMemberLimit(tx, actor, "conversation", limits);
    // A concurrent open of the same pair waits here for the first to commit, then finds its room.
    const [created] = await tx
      .insert(chatRooms)
      .values({ kind: "direct", directKey, createdBy: actor.userId })
      .onConflictDoNothing({ target: chatRooms.directKey })
      .returning({ id: chatRooms.id });
    if (created) {
      await tx.insert(chatRoomMembers).values([
        { roomId: created.id, userId: actor.userId },
        { roomId: created.id, userId: otherId },
      ]);
      return { room: await findRoomForMember(tx, actor, created.id), isCreated: true };
    }
    const [existing] = await tx
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(eq(chatRooms.directKey, directKey));
    return { room: await findRoomForMember(tx, actor, existing!.id), isCreated: false };
  });
}
