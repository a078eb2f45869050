import { cardReviewRounds, type Database } from "@keen/db";
import { desc, eq } from "drizzle-orm";
import type { NotifyEvent } from "./notification-events";
import type { NotificationText } from "./notification-text";

type ReviewClaimEvent = Extract<NotifyEvent, { type: "review_claim" }>;

/**
 * What a reviewer reads when their unscored claim is about to be released, or was: stored as
 * `review_requested`, the kind of the reviewer's other review notifications, so the member's
 * preference for it decides about e-mail. Null when the review is gone.
 */
export async function describeReviewClaim(
  db: Database,
  event: ReviewClaimEvent,
): Promise<NotificationText | null> {
  const [round] = await db
    .select({ title: cardReviewRounds.content })
    .from(cardReviewRounds)
    .where(eq(cardReviewRounds.reviewId, event.reviewId))
    .orderBy(desc(cardReviewRounds.number))
    .limit(1);
  if (!round) return null;
  const title = (round.title as { title?: string }).title?.trim() || "Untitled card";
  const base = { type: "review_requested" as const, groupKey: null };
  return event.step === "expiring"
    ? {
        ...base,
        title: `Your claim on “${title}” is released tomorrow`,
        body: "You claimed it a week ago and have not scored it yet. Save a score to keep it, or let another reviewer take it.",
        link: `/reviews/${event.cardId}/${event.reviewId}`,
      }
    : {
        ...base,
        title: `“${title}” is back in the review queue`,
        body: "It went a week without scores, so it was released for another reviewer. You can claim it again from the queue.",
        link: "/reviews",
      };
}
