import type { ReviewNote } from "@keen/contracts";
import { cardReviewNotes, cardReviewRounds, cardReviews, type Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq, sql } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { loadAuthorizedReview } from "./load-review";
import { loadReviewNotes } from "./review-detail";
import { emitReviewStep } from "./review-events";
import { loadMemberBriefs } from "./review-queries";
import { presentReviewNote } from "./reviews.presenter";

type ReviewParams = { cardId: string; reviewId: string };

/** `GET …/Review/{reviewId}/Notes`: the Author Notes, oldest first. */
export async function listReviewNotes(
  db: Database,
  actor: SignedInActor,
  params: ReviewParams,
): Promise<ReviewNote[]> {
  const review = await loadAuthorizedReview(db, actor, params, "readNotes");
  const notes = await loadReviewNotes(db, review.id);
  const members = await loadMemberBriefs(
    db,
    notes.map((note) => note.authorId),
  );
  return notes.map((note) => presentReviewNote(note, members, review.reviewerId));
}

/**
 * `POST …/Review/{reviewId}/Notes`: an Author Notes message, on the current round. The other side
 * is told: the reviewer when an author or editor writes, the authors when the reviewer writes,
 * both when an admin who is neither writes.
 */
export async function addReviewNote(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  params: ReviewParams,
  body: string,
): Promise<ReviewNote> {
  return db.transaction(async (tx) => {
    const review = await loadAuthorizedReview(tx, actor, params, "addNote");
    const [note] = await tx
      .insert(cardReviewNotes)
      .values({
        reviewId: review.id,
        roundNumber: sql`(select max(${cardReviewRounds.number}) from ${cardReviewRounds} where ${cardReviewRounds.reviewId} = ${review.id})`,
        authorId: actor.userId,
        body,
      })
      .returning();
    await tx.update(cardReviews).set({ updatedAt: sql`now()` }).where(eq(cardReviews.id, review.id));
    const { authorIds, editorIds } = review.card.resource;
    const isAuthorSide = authorIds.includes(actor.userId) || editorIds.includes(actor.userId);
    const isReviewer = review.reviewerId === actor.userId;
    if (!isAuthorSide) await emitReviewStep(jobs, tx, actor.userId, review, "note", { to: "authors" });
    if (!isReviewer) {
      await emitReviewStep(jobs, tx, actor.userId, review, "note", {
        to: "reviewer",
        reviewerId: review.reviewerId,
      });
    }
    const members = await loadMemberBriefs(tx, [actor.userId]);
    return presentReviewNote(note!, members, review.reviewerId);
  });
}
