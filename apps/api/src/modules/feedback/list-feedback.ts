import { cardPolicy, loadCardEngagement, presentEngagement, readCard } from "@keen/cards";
import type { FeedbackList, FeedbackQuery, FeedbackSummary } from "@keen/contracts";
import { cardFeedback, type Database, type Executor } from "@keen/db";
import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import type { Actor } from "../../lib/policy";
import { presentFeedback } from "./feedback.presenter";
import { selectFeedback } from "./feedback-queries";

/**
 * `GET /Card/{cardId}/Feedback`: one page of the card's feedback, most recently updated first,
 * with the card's figures and rating distribution, the caller's own feedback and whether they
 * may give it. Readable by whoever may read the card (404 otherwise).
 */
export async function listFeedback(
  db: Database,
  actor: Actor,
  cardId: string,
  query: FeedbackQuery,
): Promise<FeedbackList> {
  const { card } = await readCard(db, actor, cardId);
  const ofCard = eq(cardFeedback.cardId, cardId);
  const [items, [counted], [mine], summary] = await Promise.all([
    selectFeedback(db)
      .where(ofCard)
      .orderBy(desc(cardFeedback.updatedAt), desc(cardFeedback.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(cardFeedback).where(ofCard),
    // A visitor has no feedback of their own.
    actor ? selectFeedback(db).where(and(ofCard, eq(cardFeedback.userId, actor.userId))) : [],
    loadFeedbackSummary(db, cardId),
  ]);
  return {
    items: items.map(presentFeedback),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    summary,
    mine: mine ? presentFeedback(mine) : null,
    canGiveFeedback: cardPolicy.can(actor, "giveFeedback", card.resource),
  };
}

/** The card's rating average and count, times used, and how many ratings of each value. */
async function loadFeedbackSummary(db: Executor, cardId: string): Promise<FeedbackSummary> {
  const [engagement, ratings] = await Promise.all([
    loadCardEngagement(db, [cardId], null),
    db
      .select({ rating: cardFeedback.rating, count: count() })
      .from(cardFeedback)
      .where(and(eq(cardFeedback.cardId, cardId), isNotNull(cardFeedback.rating)))
      .groupBy(cardFeedback.rating),
  ]);
  const { ratingAverage, ratingCount, timesUsed } = presentEngagement(engagement.get(cardId));
  const distribution = [0, 0, 0, 0, 0];
  for (const row of ratings) distribution[row.rating! - 1] = row.count;
  return { ratingAverage, ratingCount, timesUsed, distribution };
}
