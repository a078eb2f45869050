import type { ChatMessage, ChatMessageList, MessageUnreadCount } from "@keen/contracts";
import type { Executor } from "@keen/db";
import { chatMessages, chatRoomMembers, profilePictures, users } from "@keen/db";
import { and, count, countDistinct, desc, eq, gt, sql } from "drizzle-orm";
import { validation } from "../../lib/errors";
import { chatMemberColumns, presentChatMessage } from "./messages.presenter";

function selectChatMessages(db: Executor) {
  return db
    .select({
      id: chatMessages.id,
      roomId: chatMessages.roomId,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
      sender: chatMemberColumns(users, profilePictures),
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .leftJoin(profilePictures, eq(profilePictures.userId, chatMessages.senderId));
}

/** One message, presented (or null when it is gone). */
export async function findChatMessage(db: Executor, messageId: string): Promise<ChatMessage | null> {
  const [row] = await selectChatMessages(db).where(eq(chatMessages.id, messageId));
  return row ? presentChatMessage(row) : null;
}

/**
 * A page of a room's messages, newest first. `before` is a message of the room: the page holds
 * the messages strictly older than it by (created, id), so equal timestamps never repeat or skip.
 */
export async function listRoomMessages(
  db: Executor,
  roomId: string,
  query: { before?: string; limit: number },
): Promise<ChatMessageList> {
  let older: ReturnType<typeof sql> | undefined;
  if (query.before) {
    const [cursor] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, query.before), eq(chatMessages.roomId, roomId)));
    if (!cursor) throw validation("before", "is not a message of this room");
    // Compared in SQL: timestamps keep their microseconds.
    older = sql`(${chatMessages.createdAt}, ${chatMessages.id}) <
      (select c.created_at, c.id from ${chatMessages} c where c.id = ${query.before})`;
  }
  const rows = await selectChatMessages(db)
    .where(and(eq(chatMessages.roomId, roomId), older))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit).map(presentChatMessage);
  return { items, nextBefore: rows.length > query.limit ? items.at(-1)!.id : null };
}

/** In a query joining `chat_messages` and `chat_room_members`: a message from someone else after the member's last read. */
export const isUnreadByMember = and(
  gt(chatMessages.createdAt, chatRoomMembers.lastReadAt),
  sql`${chatMessages.senderId} is distinct from ${chatRoomMembers.userId}`,
);

/** Messages from others that a member has not read yet, over all their rooms (or one). */
export async function countUnreadMessages(
  db: Executor,
  userId: string,
  roomId?: string,
): Promise<MessageUnreadCount> {
  const [row] = await db
    .select({ unread: count(), rooms: countDistinct(chatMessages.roomId) })
    .from(chatRoomMembers)
    .innerJoin(chatMessages, and(eq(chatMessages.roomId, chatRoomMembers.roomId), isUnreadByMember))
    .where(and(eq(chatRoomMembers.userId, userId), roomId ? eq(chatRoomMembers.roomId, roomId) : undefined));
  return { unread: Number(row?.unread ?? 0), rooms: Number(row?.rooms ?? 0) };
}
