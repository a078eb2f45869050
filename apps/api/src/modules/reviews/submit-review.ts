import { authorizeCard, cardPolicy, type LoadedCard, loadCard, normalizeContent } from "@keen/cards";
import type { CardContent } from "@keen/contracts";
import { cardReviewRounds, cardReviews, type Database, type Transaction, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { and, eq, inArray, sql } from "drizzle-orm";
import { conflict, forbidden, notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { findPgError, pgErrorCodes } from "../../lib/postgres";
import { assertPublishable } from "../cards";
import { toReviewResource } from "./load-review";
import { emitReviewStep } from "./review-events";
import { authorizeReview, isReviewerRole } from "./reviews.policy";

/** The submission (`ReviewSubmitSchema`): the note and Publish when reviewed (off unless set). */
type SubmitInput = { note: string; publishWhenReviewed?: boolean };
type ReviewRow = typeof cardReviews.$inferSelect;

const openStatuses = ["submitted", "under_review", "updates_suggested"] as const;

const alreadyOpen: Record<string, string> = {
  submitted: "This card is already waiting for a reviewer. Withdraw that submission to submit again.",
  under_review: "This card is under review. You can resubmit once the reviewer suggests updates.",
};

/** Freezes the card's draft as round `number` of the review. */
async function insertRound(
  tx: Transaction,
  actor: SignedInActor,
  reviewId: string,
  number: number,
  card: LoadedCard,
  content: CardContent,
  note: string,
): Promise<void> {
  await tx.insert(cardReviewRounds).values({
    reviewId,
    number,
    content,
    draftRevision: card.draftRevision,
    note,
    submittedBy: actor.userId,
  });
}

/** True when the member may still review the card: a reviewer or admin, not its author or editor. */
async function canStillReview(tx: Transaction, userId: string, card: LoadedCard): Promise<boolean> {
  if (card.resource.authorIds.includes(userId) || card.resource.editorIds.includes(userId)) return false;
  const [member] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return member !== undefined && isReviewerRole({ userId, role: member.role });
}

/**
 * The next round of a review whose updates were suggested: under review again by the same
 * reviewer while they may still review the card (they are told), else submitted for any reviewer.
 */
async function resubmit(
  tx: Transaction,
  jobs: JobSender,
  actor: SignedInActor,
  review: ReviewRow,
  card: LoadedCard,
  content: CardContent,
  input: SubmitInput,
): Promise<void> {
  authorizeReview(actor, "resubmit", toReviewResource(review, card));
  const [{ last }] = (await tx
    .select({ last: sql<number>`max(${cardReviewRounds.number})` })
    .from(cardReviewRounds)
    .where(eq(cardReviewRounds.reviewId, review.id))) as [{ last: number }];
  await insertRound(tx, actor, review.id, Number(last) + 1, card, content, input.note);
  const keepsReviewer = review.reviewerId !== null && (await canStillReview(tx, review.reviewerId, card));
  const publishWhenReviewed = input.publishWhenReviewed ?? false;
  await tx
    .update(cardReviews)
    .set(
      keepsReviewer
        ? { status: "under_review", publishWhenReviewed, updatedAt: sql`now()` }
        : {
            status: "submitted",
            reviewerId: null,
            claimedAt: null,
            publishWhenReviewed,
            updatedAt: sql`now()`,
          },
    )
    .where(eq(cardReviews.id, review.id));
  const ref = { ...review, card };
  if (keepsReviewer)
    await emitReviewStep(jobs, tx, actor.userId, ref, "resubmitted", { reviewerId: review.reviewerId });
  else await emitReviewStep(jobs, tx, actor.userId, ref, "submitted");
}

/**
 * `POST /Card/{cardId}/Review`: authors, editors and admins submit the card's current draft for
 * review — frozen as round 1 of a new review (`submitted`, reviewers are told) — or, when the
 * card's open review has updates suggested, as that review's next round. The draft needs what
 * publishing needs (400 naming the missing fields); a card has at most one open review (409).
 * Publish when reviewed is for those who may publish the card, its authors and admins (403 for an
 * editor). Answers the review's id and whether it is new.
 */
export async function submitReview(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  cardId: string,
  input: SubmitInput,
): Promise<{ reviewId: string; isCreated: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      // The card's lock makes concurrent submissions of one card run one after the other.
      const card = await loadCard(tx, cardId, { forUpdate: true });
      if (!card) throw notFound("Card");
      authorizeCard(actor, "edit", card.resource);
      if (input.publishWhenReviewed && !cardPolicy.can(actor, "publish", card.resource)) {
        throw forbidden(
          "Only the card's authors and admins publish it, so only they can choose Publish when reviewed.",
        );
      }
      const content = normalizeContent(card.draft);
      await assertPublishable(tx, cardId, content, "submitting for review");
      const [open] = await tx
        .select()
        .from(cardReviews)
        .where(and(eq(cardReviews.cardId, cardId), inArray(cardReviews.status, [...openStatuses])));
      if (open) {
        if (open.status !== "updates_suggested") throw conflict(alreadyOpen[open.status]);
        await resubmit(tx, jobs, actor, open, card, content, input);
        return { reviewId: open.id, isCreated: false };
      }
      const [review] = await tx
        .insert(cardReviews)
        .values({
          cardId,
          submittedBy: actor.userId,
          publishWhenReviewed: input.publishWhenReviewed ?? false,
        })
        .returning();
      await insertRound(tx, actor, review!.id, 1, card, content, input.note);
      await emitReviewStep(jobs, tx, actor.userId, { ...review!, card }, "submitted");
      return { reviewId: review!.id, isCreated: true };
    });
  } catch (error) {
    // The unique index of open reviews: a submission that slipped past the card's lock.
    if (findPgError(error)?.code === pgErrorCodes.uniqueViolation) {
      throw conflict("This card already has an open review.");
    }
    throw error;
  }
}
