import { type Transaction, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import { emitNotification, type ReviewStep } from "../notifications";
import type { LoadedReview } from "./load-review";

type ReviewRef = Pick<LoadedReview, "id" | "cardId" | "submittedBy"> & {
  card: Pick<LoadedReview["card"], "resource">;
};

/**
 * Members of the platform role `reviewer` who are not authors or editors of the card: who hears
 * of a new submission. Admins review too but are not told of every submission (they would be
 * flooded on a busy platform); they see the queue.
 */
async function reviewersFor(tx: Transaction, review: ReviewRef): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, "reviewer"));
  const { authorIds, editorIds } = review.card.resource;
  return rows.map((row) => row.id).filter((id) => !authorIds.includes(id) && !editorIds.includes(id));
}

/** The card's member authors, and who submitted the review (an editor, perhaps). */
function authorSideOf(review: ReviewRef): string[] {
  return [...review.card.resource.authorIds, ...(review.submittedBy ? [review.submittedBy] : [])];
}

/**
 * Records the notification of a review step in the caller's transaction: a submission goes to
 * every reviewer, a resubmission to the review's reviewer (`reviewerId`), what the reviewer did
 * to the authors, an Author Note to the side `to`.
 */
export async function emitReviewStep(
  jobs: JobSender,
  tx: Transaction,
  actorId: string,
  review: ReviewRef,
  step: ReviewStep,
  options: { reviewerId?: string | null; to?: "reviewer" | "authors" } = {},
): Promise<void> {
  const to = options.to ?? (step === "submitted" || step === "resubmitted" ? "reviewer" : "authors");
  const recipientIds =
    step === "submitted"
      ? await reviewersFor(tx, review)
      : to === "reviewer"
        ? options.reviewerId
          ? [options.reviewerId]
          : []
        : authorSideOf(review);
  await emitNotification(jobs, tx, {
    type: "card_review",
    actorId,
    recipientIds,
    cardId: review.cardId,
    reviewId: review.id,
    step,
    to,
  });
}
