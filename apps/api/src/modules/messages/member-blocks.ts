import type { ChatMember } from "@keen/contracts";
import { chatRooms, type Database, profilePictures, userBlocks, users } from "@keen/db";
import { and, desc, eq } from "drizzle-orm";
import { notFound, validation } from "../../lib/errors";
import { publishLive } from "../live";
import { type Executor, findMemberIds, type Transaction } from "./chat-room-queries";
import { chatMemberColumns, presentChatMember } from "./messages.presenter";
import { directKeyOf } from "./open-direct-room";

/** Members the caller blocked, most recent first. */
export async function listBlockedMembers(db: Executor, userId: string): Promise<ChatMember[]> {
  const rows = await db
    .select(chatMemberColumns(users, profilePictures))
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .leftJoin(profilePictures, eq(profilePictures.userId, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId));
  return rows.map(presentChatMember);
}

/** The direct room of two members (either order), if they have one: what a block changes. */
async function tellDirectRoom(tx: Transaction, userId: string, otherId: string): Promise<void> {
  const [room] = await tx
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(eq(chatRooms.directKey, directKeyOf(userId, otherId)));
  if (!room) return;
  await publishLive(tx, {
    userIds: await findMemberIds(tx, room.id),
    event: "message",
    data: { action: "room_changed", chatRoomUuid: room.id },
  });
}

/**
 * Blocks a member (idempotent): neither can open a direct conversation with or message the other
 * any more. 400 for the caller themself, 404 for an unknown member. Their direct room, if any, is
 * refetched by both (`room_changed`: it can no longer be sent to).
 */
export async function blockMember(db: Database, userId: string, blockedId: string): Promise<void> {
  if (blockedId === userId) throw validation("userId", "must be another member, not yourself");
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, blockedId));
    if (!member) throw notFound("Member");
    const added = await tx
      .insert(userBlocks)
      .values({ blockerId: userId, blockedId })
      .onConflictDoNothing()
      .returning({ blockedId: userBlocks.blockedId });
    if (added.length > 0) await tellDirectRoom(tx, userId, blockedId);
  });
}

/** Lifts a block (idempotent: nothing to lift is fine too). */
export async function unblockMember(db: Database, userId: string, blockedId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, blockedId)))
      .returning({ blockedId: userBlocks.blockedId });
    if (removed.length > 0) await tellDirectRoom(tx, userId, blockedId);
  });
}
