import { cardReviews, type Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { and, eq, sql } from "drizzle-orm";
import { conflict } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { loadAuthorizedReview } from "./load-review";
import { emitReviewStep } from "./review-events";

type ReviewParams = { cardId: string; reviewId: string };

/**
 * `POST …/Review/{reviewId}/Claim`: a reviewer or admin who is not an author or editor of the
 * card takes a submitted review (`under_review`); the authors are told. The update only applies
 * while the review is still submitted, so of two reviewers claiming at once exactly one wins and
 * the other gets 409.
 */
export async function claimReview(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  params: ReviewParams,
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await loadAuthorizedReview(tx, actor, params, "claim");
    const [claimed] = await tx
      .update(cardReviews)
      .set({ status: "under_review", reviewerId: actor.userId, claimedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(cardReviews.id, review.id), eq(cardReviews.status, "submitted")))
      .returning({ id: cardReviews.id });
    if (!claimed) throw conflict("Another reviewer claimed this review a moment ago, or it was withdrawn.");
    await emitReviewStep(jobs, tx, actor.userId, review, "claimed");
  });
}

/**
 * `DELETE …/Review/{reviewId}/Claim`: an admin takes a claimed review from its reviewer; it is
 * submitted again, for any reviewer to claim. Scores saved so far stay with the round.
 */
export async function unassignReview(
  db: Database,
  actor: SignedInActor,
  params: ReviewParams,
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await loadAuthorizedReview(tx, actor, params, "unassign", { forUpdate: true });
    await tx
      .update(cardReviews)
      .set({ status: "submitted", reviewerId: null, claimedAt: null, updatedAt: sql`now()` })
      .where(eq(cardReviews.id, review.id));
  });
}

/** `DELETE /Card/{cardId}/Review/{reviewId}`: authors, editors and admins withdraw an unclaimed review. */
export async function withdrawReview(
  db: Database,
  actor: SignedInActor,
  params: ReviewParams,
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await loadAuthorizedReview(tx, actor, params, "withdraw", { forUpdate: true });
    await tx
      .update(cardReviews)
      .set({ status: "withdrawn", updatedAt: sql`now()`, closedAt: sql`now()` })
      .where(eq(cardReviews.id, review.id));
  });
}
