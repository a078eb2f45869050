import type { ChatMessage, ChatMessageSendInput } from "@keen/contracts";
import { chatMessages, chatRooms, type Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq, sql } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { publishLive } from "../live";
import { loadAuthorizedChatRoom } from "./chat-room-queries";
import { markRoomRead } from "./mark-room-read";
import { notifyUnreadJob } from "./message-jobs";
import { findChatMessage } from "./message-queries";

/**
 * Sends a message to a room the caller may send in (404 for non-members, 403 in a direct room
 * with a block either way), in one transaction: the message, the room's last activity, the room
 * read for the sender, a live `created` event to every member (the sender's other tabs too) and
 * the delayed check that notifies members who have not read it by then.
 */
export async function sendMessage(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  roomId: string,
  input: ChatMessageSendInput,
  options: { notifyDelaySeconds: number },
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const room = await loadAuthorizedChatRoom(tx, actor, roomId, "send");
    const [row] = await tx
      .insert(chatMessages)
      .values({ roomId, senderId: actor.userId, body: input.body })
      .returning({ id: chatMessages.id });
    await tx.update(chatRooms).set({ lastMessageAt: sql`now()` }).where(eq(chatRooms.id, roomId));
    await markRoomRead(tx, roomId, actor.userId);
    const message = (await findChatMessage(tx, row!.id))!;
    await publishLive(tx, {
      userIds: [...room.resource.memberIds],
      event: "message",
      data: { action: "created", chatRoomUuid: roomId, message },
      fallback: { action: "created", chatRoomUuid: roomId },
    });
    await jobs.sendInTransaction(
      tx,
      notifyUnreadJob,
      { messageId: row!.id },
      { startAfter: options.notifyDelaySeconds },
    );
    return message;
  });
}
