import type { ReviewScore, ReviewUpdateSchema } from "@keen/contracts";
import { cardReviewRounds, cardReviews, type Database, reviewCriteria } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { badRequest, validation } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { loadAuthorizedReview } from "./load-review";
import { recordReviewedDecision } from "./publish-reviewed-version";
import { emitReviewStep } from "./review-events";

type UpdateInput = z.output<typeof ReviewUpdateSchema>;

/** Criteria without a level, by name, when the reviewer decides `reviewed`. */
function assertAllScored(
  criteria: { key: string; name: string }[],
  scores: Record<string, ReviewScore>,
): void {
  const unscored = criteria.filter((criterion) => !scores[criterion.key]?.level);
  if (unscored.length === 0) return;
  throw badRequest(
    `Score every criterion before marking the card reviewed (missing: ${unscored.map((c) => c.name).join(", ")}).`,
    unscored.map((criterion) => ({ field: `scores.${criterion.key}`, message: "needs High, Medium or Low" })),
  );
}

/**
 * `PUT /Card/{cardId}/Review/{reviewId}`: the claiming reviewer (or an admin) saves scores as they
 * go — merged into the round's by criterion key (400 naming an unknown key) — and the summary.
 * With a decision the round is decided: `updates_suggested` (needs a summary) hands the card back
 * to its authors; `reviewed` (needs every criterion scored) ends the review and approves the
 * frozen content, which carries the peer-review mark once published — by the authors, or at once
 * on the submitter's behalf when they chose Publish when reviewed. The authors are told of a
 * decision.
 */
export async function updateReview(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  params: { cardId: string; reviewId: string },
  input: UpdateInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await loadAuthorizedReview(tx, actor, params, "score", { forUpdate: true });
    const criteria = await tx
      .select({ key: reviewCriteria.key, name: reviewCriteria.name })
      .from(reviewCriteria)
      .orderBy(asc(reviewCriteria.position));
    const known = new Set(criteria.map((criterion) => criterion.key));
    const unknown = Object.keys(input.scores).find((key) => !known.has(key));
    if (unknown !== undefined) throw validation(`scores.${unknown}`, "is not a criterion of the rubric");

    const [round] = await tx
      .select()
      .from(cardReviewRounds)
      .where(eq(cardReviewRounds.reviewId, review.id))
      .orderBy(desc(cardReviewRounds.number))
      .limit(1);
    const scores = { ...round!.scores, ...input.scores };
    const summary = input.summary ?? round!.summary;
    if (input.decision === "reviewed") assertAllScored(criteria, scores);
    if (input.decision === "updates_suggested" && !summary) {
      throw validation("summary", "is required to suggest updates: tell the authors what to change");
    }
    const decided = input.decision
      ? { decision: input.decision, decidedBy: actor.userId, decidedAt: sql`now()` }
      : {};
    await tx
      .update(cardReviewRounds)
      .set({ scores, summary, ...decided })
      .where(eq(cardReviewRounds.id, round!.id));

    const isReviewed = input.decision === "reviewed";
    await tx
      .update(cardReviews)
      .set({
        ...(input.decision ? { status: input.decision } : {}),
        updatedAt: sql`now()`,
        ...(isReviewed ? { closedAt: sql`now()` } : {}),
      })
      .where(eq(cardReviews.id, review.id));
    if (isReviewed) await recordReviewedDecision(tx, jobs, actor, review, round!);
    if (input.decision) await emitReviewStep(jobs, tx, actor.userId, review, input.decision);
  });
}
