import {
  cardComments,
  cardFeedback,
  cards,
  chatMessages,
  chatRooms,
  type Database,
  institutions,
  users,
} from "@keen/db";
import { and, eq, isNull } from "drizzle-orm";
import { describeInstitutionProposal } from "./describe-institution-proposal";
import { describeModeration } from "./describe-moderation";
import { describeReviewClaim } from "./describe-review-claim";
import { describeReviewStep } from "./describe-review-step";
import type { NotifyEvent } from "./notification-events";
import type { NotificationText } from "./notification-text";

const roleWords = { keenLeader: "a KEEN leader", fellow: "a fellow", risingStar: "a rising star" } as const;

function excerpt(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
}

async function actorName(db: Database, actorId: string): Promise<string> {
  const [actor] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actorId));
  return actor ? `${actor.firstName} ${actor.lastName}`.trim() || "A member" : "A member";
}

async function cardTitle(db: Database, cardId: string): Promise<string | null> {
  const [card] = await db.select({ draft: cards.draft }).from(cards).where(eq(cards.id, cardId));
  if (!card) return null;
  return (card.draft as { title?: string }).title?.trim() || "Untitled card";
}

/**
 * What an event says to its recipients, or null when its subject is gone (a deleted card, room
 * or message: nothing to notify about any more).
 */
export async function describeNotification(
  db: Database,
  event: NotifyEvent,
): Promise<NotificationText | null> {
  if (event.type === "review_claim") return describeReviewClaim(db, event);
  if (event.type === "moderation") return describeModeration(db, event);
  const actor = await actorName(db, event.actorId);
  switch (event.type) {
    case "co_author_added": {
      const title = await cardTitle(db, event.cardId);
      if (title === null) return null;
      return {
        type: "co_author_added",
        title: `${actor} added you as ${event.role === "author" ? "a co-author" : "an editor"}`,
        body: title,
        link: `/card/${event.cardId}`,
        groupKey: null,
      };
    }
    case "card_published": {
      const title = await cardTitle(db, event.cardId);
      if (title === null) return null;
      return {
        type: "card_published",
        title: `${actor} published a card you author`,
        body: title,
        link: `/card/${event.cardId}`,
        groupKey: null,
      };
    }
    case "institution_role": {
      const [institution] = await db
        .select({ name: institutions.name })
        .from(institutions)
        .where(eq(institutions.id, event.institutionId));
      if (!institution) return null;
      return {
        type: "institution_role",
        title: `You are now ${roleWords[event.role]} of ${institution.name}`,
        body: `${actor} added you to the institution's page.`,
        link: `/institution/${event.institutionId}`,
        groupKey: null,
      };
    }
    case "institution_proposal":
      return describeInstitutionProposal(db, event.proposalId);
    case "card_commented": {
      const title = await cardTitle(db, event.cardId);
      const [comment] = await db
        .select({ body: cardComments.body, parentId: cardComments.parentId })
        .from(cardComments)
        .where(and(eq(cardComments.id, event.commentId), isNull(cardComments.deletedAt)));
      if (title === null || !comment) return null;
      return {
        type: "card_commented",
        title: `${actor} ${comment.parentId ? "replied in the discussion of" : "commented on"} “${title}”`,
        body: excerpt(comment.body),
        link: `/card/${event.cardId}#comment-${event.commentId}`,
        groupKey: `comments:${event.cardId}`,
      };
    }
    case "card_feedback": {
      const title = await cardTitle(db, event.cardId);
      const [feedback] = await db
        .select({
          rating: cardFeedback.rating,
          comment: cardFeedback.comment,
          usedInTeaching: cardFeedback.usedInTeaching,
        })
        .from(cardFeedback)
        .where(eq(cardFeedback.id, event.feedbackId));
      if (title === null || !feedback) return null;
      const rated = feedback.rating !== null ? `rated “${title}” ${feedback.rating} out of 5` : null;
      const headline = rated
        ? `${actor} ${rated}${feedback.usedInTeaching ? " and used it in their teaching" : ""}`
        : feedback.usedInTeaching
          ? `${actor} used “${title}” in their teaching`
          : `${actor} left feedback on “${title}”`;
      return {
        type: "card_feedback",
        title: headline,
        body: feedback.comment ? excerpt(feedback.comment) : title,
        link: `/card/${event.cardId}#feedback`,
        groupKey: `feedback:${event.feedbackId}`,
      };
    }
    case "feedback_requested": {
      const [card] = await db
        .select({ draft: cards.draft, publishedVersionId: cards.publishedVersionId })
        .from(cards)
        .where(and(eq(cards.id, event.cardId), isNull(cards.deletedAt)));
      if (!card) return null;
      const title = (card.draft as { title?: string }).title?.trim() || "Untitled card";
      return {
        type: "feedback_requested",
        title: `${actor} asks for your feedback on “${title}”`,
        body: event.message
          ? excerpt(event.message)
          : "Open the card to rate it, comment or say you used it.",
        link: card.publishedVersionId
          ? `/card/${event.cardId}#feedback`
          : `/card/${event.cardId}?version=draft`,
        groupKey: null,
      };
    }
    case "card_review": {
      const title = await cardTitle(db, event.cardId);
      const text = title === null ? null : await describeReviewStep(db, actor, title, event);
      return text && { ...text, body: excerpt(text.body) };
    }
    case "direct_message": {
      const [message] = await db
        .select({ body: chatMessages.body, kind: chatRooms.kind, name: chatRooms.name })
        .from(chatMessages)
        .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
        .where(eq(chatMessages.id, event.messageId));
      if (!message) return null;
      return {
        type: "direct_message",
        title: message.kind === "group" ? `New messages in ${message.name}` : `New message from ${actor}`,
        body: message.kind === "group" ? `${actor}: ${excerpt(message.body)}` : excerpt(message.body),
        link: `/messages/${event.chatRoomUuid}`,
        groupKey: `room:${event.chatRoomUuid}`,
      };
    }
  }
}
