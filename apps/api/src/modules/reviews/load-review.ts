import { type LoadedCard, loadCard } from "@keen/cards";
import { cardReviews, type Executor } from "@keen/db";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { authorizeReview, type ReviewAction, type ReviewResource } from "./reviews.policy";

/** A review row with its card and the facts its policy needs. */
export type LoadedReview = typeof cardReviews.$inferSelect & { card: LoadedCard; resource: ReviewResource };

/** The policy facts of a review of a loaded card. */
export function toReviewResource(
  review: Pick<typeof cardReviews.$inferSelect, "status" | "reviewerId">,
  card: LoadedCard,
): ReviewResource {
  return { status: review.status, reviewerId: review.reviewerId, card: card.resource };
}

/**
 * Loads a review of a card and authorises the action (404 when the card or the review does not
 * exist, or the review is another card's; then as `authorizeReview`). `forUpdate` locks the
 * review row until the transaction ends, so two writes to one review run one after the other
 * and the second sees the first's state.
 */
export async function loadAuthorizedReview(
  db: Executor,
  actor: SignedInActor,
  params: { cardId: string; reviewId: string },
  action: ReviewAction,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedReview> {
  const card = await loadCard(db, params.cardId);
  if (!card) throw notFound("Card");
  const query = db
    .select()
    .from(cardReviews)
    .where(and(eq(cardReviews.id, params.reviewId), eq(cardReviews.cardId, params.cardId)));
  const [review] = options.forUpdate ? await query.for("update") : await query;
  if (!review) throw notFound("Review");
  const resource = toReviewResource(review, card);
  authorizeReview(actor, action, resource);
  return { ...review, card, resource };
}
