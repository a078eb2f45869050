import type { ReportTargetType } from "@keen/contracts";
import {
  cardComments,
  cardFeedback,
  cards,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  type Executor,
  users,
} from "@keen/db";
import { and, eq, isNull } from "drizzle-orm";
import { notFound } from "../../lib/errors";

/** The reported thing as it reads now: its author, a title and text (the snapshot) and where it lives. */
export type ReportTarget = { authorId: string | null; title: string; text: string; link: string };

const draftTitle = (draft: unknown) => (draft as { title?: string }).title?.trim() || "Untitled card";
const draftSummary = (draft: unknown) => (draft as { summary?: string }).summary ?? "";

async function isInRoom(db: Executor, roomId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ roomId: chatRoomMembers.roomId })
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)));
  return !!row;
}

/**
 * Loads what a member reports, as it reads now. 404 when it is gone or the reporter cannot see it
 * (a message or room they are not in), so a report never confirms that something exists.
 */
export async function loadReportTarget(
  db: Executor,
  type: ReportTargetType,
  id: string,
  reporterId: string,
): Promise<ReportTarget> {
  const missing = () => notFound("Reported item");
  switch (type) {
    case "card": {
      const [card] = await db
        .select({ draft: cards.draft, createdBy: cards.createdBy })
        .from(cards)
        .where(and(eq(cards.id, id), isNull(cards.deletedAt)));
      if (!card) throw missing();
      const link = `/card/${id}`;
      return {
        authorId: card.createdBy,
        title: draftTitle(card.draft),
        text: draftSummary(card.draft),
        link,
      };
    }
    case "comment": {
      const [comment] = await db
        .select({ cardId: cardComments.cardId, authorId: cardComments.authorId, body: cardComments.body })
        .from(cardComments)
        .where(and(eq(cardComments.id, id), isNull(cardComments.deletedAt)));
      if (!comment) throw missing();
      const link = `/card/${comment.cardId}#comment-${id}`;
      return { authorId: comment.authorId, title: "Comment", text: comment.body, link };
    }
    case "feedback": {
      const [feedback] = await db
        .select({ cardId: cardFeedback.cardId, userId: cardFeedback.userId, comment: cardFeedback.comment })
        .from(cardFeedback)
        .where(eq(cardFeedback.id, id));
      if (!feedback) throw missing();
      const link = `/card/${feedback.cardId}`;
      return { authorId: feedback.userId, title: "Feedback comment", text: feedback.comment, link };
    }
    case "message": {
      const [message] = await db
        .select({ roomId: chatMessages.roomId, senderId: chatMessages.senderId, body: chatMessages.body })
        .from(chatMessages)
        .where(eq(chatMessages.id, id));
      if (!message || !(await isInRoom(db, message.roomId, reporterId))) throw missing();
      return { authorId: message.senderId, title: "Message", text: message.body, link: "/messages" };
    }
    case "chat_room": {
      const [room] = await db
        .select({ name: chatRooms.name, ownerId: chatRooms.ownerId })
        .from(chatRooms)
        .where(eq(chatRooms.id, id));
      if (!room || !(await isInRoom(db, id, reporterId))) throw missing();
      return { authorId: room.ownerId, title: room.name ?? "Conversation", text: "", link: "/messages" };
    }
    case "member": {
      const [member] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, bio: users.bio })
        .from(users)
        .where(eq(users.id, id));
      if (!member) throw missing();
      const title = `${member.firstName} ${member.lastName}`.trim() || "A member";
      return { authorId: id, title, text: member.bio ?? "", link: `/members/${id}` };
    }
  }
}
