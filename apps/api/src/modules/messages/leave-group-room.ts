import { chatRoomMembers, chatRooms, type Database } from "@keen/db";
import { and, asc, eq } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { loadAuthorizedChatRoom } from "./chat-room-queries";
import { publishRoomChanged } from "./room-members";

/**
 * The caller leaves a group room (404 for non-members, 403 for a direct room). When the owner
 * leaves, the longest-standing member becomes the owner (so does one of an ownerless room); the last
 * one to leave deletes the room.
 */
export async function leaveGroupRoom(db: Database, actor: SignedInActor, roomId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const room = await loadAuthorizedChatRoom(tx, actor, roomId, "leave", { forUpdate: true });
    await tx
      .delete(chatRoomMembers)
      .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, actor.userId)));
    const [heir] = await tx
      .select({ userId: chatRoomMembers.userId })
      .from(chatRoomMembers)
      .where(eq(chatRoomMembers.roomId, roomId))
      .orderBy(asc(chatRoomMembers.joinedAt), asc(chatRoomMembers.userId))
      .limit(1);
    if (!heir) {
      await tx.delete(chatRooms).where(eq(chatRooms.id, roomId));
    } else if (room.ownerId === actor.userId || room.ownerId === null) {
      await tx.update(chatRooms).set({ ownerId: heir.userId }).where(eq(chatRooms.id, roomId));
    }
    await publishRoomChanged(tx, roomId, [...room.resource.memberIds]);
  });
}
