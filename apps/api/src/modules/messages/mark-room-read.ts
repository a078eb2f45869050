import { chatRoomMembers } from "@keen/db";
import { and, eq, sql } from "drizzle-orm";
import { publishLive } from "../live";
import type { Transaction } from "./chat-room-queries";
import { countUnreadMessages } from "./message-queries";

/**
 * Marks a room read for a member now, in the caller's transaction. When it had unread messages,
 * the member's other tabs and devices hear it (`read`) once the transaction commits.
 */
export async function markRoomRead(tx: Transaction, roomId: string, userId: string): Promise<void> {
  const { unread } = await countUnreadMessages(tx, userId, roomId);
  await tx
    .update(chatRoomMembers)
    .set({ lastReadAt: sql`greatest(${chatRoomMembers.lastReadAt}, now())` })
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)));
  if (unread === 0) return;
  await publishLive(tx, {
    userIds: [userId],
    event: "message",
    data: { action: "read", chatRoomUuid: roomId },
  });
}
