import { chatMessages, chatRoomMembers } from "@keen/db";
import { defineJob, jobKind } from "@keen/jobs";
import { and, eq, lt, ne, not, sql } from "drizzle-orm";
import type { JobDeps } from "../../job-deps";
import { emitNotification } from "../notifications";
import { isBlockedEitherWay } from "./block-queries";

/**
 * Sent with each message, delayed by `MESSAGE_NOTIFY_DELAY_SECONDS`: members who have not read it
 * by then are notified ("a new direct message while you are away").
 */
export const notifyUnreadJob = jobKind<{ messageId: string }>("messages.notify-unread");

/** The messages module's jobs. */
export function messageJobDefinitions({ db, jobs }: Pick<JobDeps, "db" | "jobs">) {
  return [
    defineJob(notifyUnreadJob, {
      handle: async ({ messageId }) => {
        await db.transaction(async (tx) => {
          const [message] = await tx
            .select({ roomId: chatMessages.roomId, senderId: chatMessages.senderId })
            .from(chatMessages)
            .where(eq(chatMessages.id, messageId));
          // Gone, or its sender's account is: nothing to notify about.
          if (!message?.senderId) return;
          const unread = await tx
            .select({ userId: chatRoomMembers.userId })
            .from(chatRoomMembers)
            .where(
              and(
                eq(chatRoomMembers.roomId, message.roomId),
                ne(chatRoomMembers.userId, message.senderId),
                // Compared in SQL: timestamps keep their microseconds.
                lt(
                  chatRoomMembers.lastReadAt,
                  sql`(select ${chatMessages.createdAt} from ${chatMessages} where ${chatMessages.id} = ${messageId})`,
                ),
                not(isBlockedEitherWay(message.senderId, chatRoomMembers.userId)),
              ),
            );
          await emitNotification(jobs, tx, {
            type: "direct_message",
            actorId: message.senderId,
            recipientIds: unread.map((member) => member.userId),
            chatRoomUuid: message.roomId,
            messageId,
          });
        });
      },
    }),
  ];
}
