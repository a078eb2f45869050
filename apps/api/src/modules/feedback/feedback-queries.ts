import { publicCards } from "@keen/cards";
import type { Executor } from "@keen/db";
import { cardFeedback, cardFeedbackRequests, cards, cardVersions, profilePictures, users } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { memberBriefColumns } from "../users";
import { feedbackColumns, feedbackRequestColumns } from "./feedback.presenter";

/** Feedback rows with their members (add `where`, order and paging). */
export function selectFeedback(db: Executor) {
  return db
    .select({ ...feedbackColumns, member: memberBriefColumns() })
    .from(cardFeedback)
    .innerJoin(users, eq(users.id, cardFeedback.userId))
    .leftJoin(profilePictures, eq(profilePictures.userId, cardFeedback.userId));
}

const requester = alias(users, "requester");
const requesterPicture = alias(profilePictures, "requester_picture");

/** The card's title as the asked member sees it: the published one for a public card, else the draft's. */
const cardTitle = sql<string>`case
  when ${publicCards} then ${cardVersions.title}
  else coalesce(nullif(trim(${cards.draft}->>'title'), ''), 'Untitled card') end`;

/**
 * Feedback request rows with the member asked, the member who asked and the card's title (add
 * `where` and order; `cards` is joined for filters on the card).
 */
export function selectFeedbackRequests(db: Executor) {
  return db
    .select({
      ...feedbackRequestColumns,
      member: memberBriefColumns(),
      requestedBy: memberBriefColumns(requester, requesterPicture),
      cardTitle,
    })
    .from(cardFeedbackRequests)
    .innerJoin(cards, eq(cards.id, cardFeedbackRequests.cardId))
    .leftJoin(cardVersions, eq(cardVersions.id, cards.publishedVersionId))
    .innerJoin(users, eq(users.id, cardFeedbackRequests.requesteeId))
    .leftJoin(profilePictures, eq(profilePictures.userId, cardFeedbackRequests.requesteeId))
    .leftJoin(requester, eq(requester.id, cardFeedbackRequests.requesterId))
    .leftJoin(requesterPicture, eq(requesterPicture.userId, cardFeedbackRequests.requesterId));
}
