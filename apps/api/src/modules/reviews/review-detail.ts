import { cardPolicy, loadCard, normalizeContent } from "@keen/cards";
import { isSameValue, type ReviewDetail, type ReviewSummary } from "@keen/contracts";
import { cardReviewNotes, cardReviewRounds, cardVersions, type Database, type Executor } from "@keen/db";
import { asc, eq } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { type LoadedReview, loadAuthorizedReview } from "./load-review";
import { listCardReviews, loadMemberBriefs, summarizeReviews } from "./review-queries";
import { authorizeReview, reviewAbilities, reviewPolicy } from "./reviews.policy";
import { presentReviewNote, presentReviewRound } from "./reviews.presenter";

/** The Author Notes of a review, oldest first, as stored. */
export function loadReviewNotes(db: Executor, reviewId: string) {
  return db
    .select()
    .from(cardReviewNotes)
    .where(eq(cardReviewNotes.reviewId, reviewId))
    .orderBy(asc(cardReviewNotes.createdAt), asc(cardReviewNotes.id));
}

/**
 * True when the review is reviewed, its content not published yet, and the card's draft is that
 * content (publishing now carries the mark); told only to those who edit the draft.
 */
function isDraftReviewed(
  actor: SignedInActor,
  review: LoadedReview,
  rounds: { content: unknown; decision: string | null }[],
): boolean {
  if (
    review.status !== "reviewed" ||
    review.versionId ||
    !cardPolicy.can(actor, "edit", review.card.resource)
  )
    return false;
  const decided = rounds.findLast((round) => round.decision === "reviewed");
  return !!decided && isSameValue(normalizeContent(decided.content), normalizeContent(review.card.draft));
}

/**
 * A loaded review as the caller sees it: every round (the scores of an undecided round only for
 * reviewers and admins), the Author Notes (only for its authors, editors, reviewer and admins),
 * the version carrying its mark, whether the draft is the reviewed content, and the caller's
 * abilities.
 */
export async function presentReviewDetail(
  db: Executor,
  actor: SignedInActor,
  review: LoadedReview,
): Promise<ReviewDetail> {
  const mayReadNotes = reviewPolicy.can(actor, "readNotes", review.resource);
  const [[summary], rounds, notes, [version]] = await Promise.all([
    summarizeReviews(db, [review]),
    db
      .select()
      .from(cardReviewRounds)
      .where(eq(cardReviewRounds.reviewId, review.id))
      .orderBy(asc(cardReviewRounds.number)),
    mayReadNotes ? loadReviewNotes(db, review.id) : [],
    review.versionId
      ? db
          .select({ number: cardVersions.number })
          .from(cardVersions)
          .where(eq(cardVersions.id, review.versionId))
      : [],
  ]);
  const members = await loadMemberBriefs(db, [
    ...rounds.map((round) => round.submittedBy),
    ...notes.map((note) => note.authorId),
  ]);
  const showOpenScores = reviewPolicy.can(actor, "readOpenScores", review.resource);
  return {
    ...summary!,
    rounds: rounds.map((round) => presentReviewRound(round, members, showOpenScores)),
    notes: notes.map((note) => presentReviewNote(note, members, review.reviewerId)),
    versionNumber: version?.number ?? null,
    publishWhenReviewed: review.publishWhenReviewed,
    isDraftReviewed: isDraftReviewed(actor, review, rounds),
    abilities: reviewAbilities(actor, review.resource),
  };
}

/** `GET /Card/{cardId}/Review/{reviewId}`: one review for the caller (404/403 as its policy says). */
export async function findReviewDetail(
  db: Database,
  actor: SignedInActor,
  params: { cardId: string; reviewId: string },
): Promise<ReviewDetail> {
  const review = await loadAuthorizedReview(db, actor, params, "read");
  return presentReviewDetail(db, actor, review);
}

/** `GET /Card/{cardId}/Review`: the card's reviews, newest first, for whoever may read them. */
export async function findCardReviews(
  db: Database,
  actor: SignedInActor,
  cardId: string,
): Promise<ReviewSummary[]> {
  const card = await loadCard(db, cardId);
  if (!card) throw notFound("Card");
  // Reading a card's reviews does not depend on any one review's state.
  authorizeReview(actor, "read", { status: "submitted", reviewerId: null, card: card.resource });
  return listCardReviews(db, cardId);
}
