import { normalizeContent } from "@keen/cards";
import { type CardContent, isSameValue } from "@keen/contracts";
import { cardRecognitions, cardReviewRounds, cardReviews, type Transaction } from "@keen/db";
import { and, desc, eq, sql } from "drizzle-orm";

/**
 * Gives a published version the card's peer-review mark when its content is what the card's
 * latest `reviewed` review approved (the content frozen in its decided round): the review then
 * names that version, and `card_recognitions` names the version, the review, the reviewer and the
 * decision's time. Called whenever a version is published or shown again (Publish, or a decision
 * with Publish when reviewed) and when the decision finds the reviewed content already published,
 * so a reviewed decision's mark waits until its content is published (decision 0015). Answers
 * whether the version carries the mark.
 */
export async function markReviewedVersion(
  tx: Transaction,
  cardId: string,
  version: { id: string; content: CardContent },
): Promise<boolean> {
  const [latest] = await tx
    .select({
      reviewId: cardReviews.id,
      versionId: cardReviews.versionId,
      content: cardReviewRounds.content,
      decidedBy: cardReviewRounds.decidedBy,
      decidedAt: cardReviewRounds.decidedAt,
    })
    .from(cardReviews)
    .innerJoin(
      cardReviewRounds,
      and(eq(cardReviewRounds.reviewId, cardReviews.id), eq(cardReviewRounds.decision, "reviewed")),
    )
    .where(and(eq(cardReviews.cardId, cardId), eq(cardReviews.status, "reviewed")))
    .orderBy(desc(cardReviews.closedAt), desc(cardReviews.createdAt))
    .limit(1);
  if (!latest) return false;
  if (latest.versionId === version.id) return true;
  if (!isSameValue(normalizeContent(latest.content), version.content)) return false;

  await tx
    .update(cardReviews)
    .set({ versionId: version.id, updatedAt: sql`now()` })
    .where(eq(cardReviews.id, latest.reviewId));
  const mark = {
    reviewedVersionId: version.id,
    reviewId: latest.reviewId,
    reviewedAt: latest.decidedAt ?? new Date(),
    reviewerId: latest.decidedBy,
  };
  await tx
    .insert(cardRecognitions)
    .values({ cardId, ...mark })
    .onConflictDoUpdate({ target: cardRecognitions.cardId, set: mark });
  return true;
}
