import { cardPolicy, type LoadedCard, loadCard, normalizeContent } from "@keen/cards";
import { type CardContent, isSameValue } from "@keen/contracts";
import { cards, cardVersions, type Transaction, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { assertPublishable, insertPublishedVersion, markReviewedVersion, sendRankRelated } from "../cards";

/**
 * Who publishes on the submitter's behalf: the member who submitted the decided round (else the
 * review), as long as they may still publish the card (an author or an admin); else nobody.
 */
async function publisherFor(
  tx: Transaction,
  card: LoadedCard,
  submitterId: string | null,
): Promise<SignedInActor | null> {
  if (!submitterId) return null;
  const [member] = await tx.select({ role: users.role }).from(users).where(eq(users.id, submitterId));
  if (!member) return null;
  const publisher = { userId: submitterId, role: member.role };
  return cardPolicy.can(publisher, "publish", card.resource) ? publisher : null;
}

/**
 * Publishes the reviewed content for the submitter (Publish when reviewed): the latest published
 * version shown again when it is that content, else a new version naming the reviewer. Answers
 * the version.
 */
async function publishForSubmitter(
  tx: Transaction,
  jobs: JobSender,
  publisher: SignedInActor,
  reviewerId: string,
  card: LoadedCard,
  content: CardContent,
  latest: { id: string; content: CardContent } | undefined,
): Promise<string> {
  await assertPublishable(tx, card.id, content, "marking it reviewed");
  let versionId: string;
  if (latest && isSameValue(latest.content, content)) {
    versionId = latest.id;
    await tx.update(cards).set({ status: "published" }).where(eq(cards.id, card.id));
  } else {
    versionId = await insertPublishedVersion(tx, publisher, card, content, { afterReviewBy: reviewerId });
  }
  await sendRankRelated(jobs, tx, card.id);
  return versionId;
}

/**
 * A `reviewed` decision (the review already stored as reviewed), on the content frozen in the
 * decided round. The decision itself publishes nothing: the authors are told and publish, and
 * the version they publish with the reviewed content gets the peer-review mark. Two exceptions:
 * with Publish when reviewed (and a submitter who may still publish) the content is published on
 * the submitter's behalf, the version naming the reviewer; and when the reviewed content already
 * is the latest published version (a published card submitted unchanged), that version gets the
 * mark at once. The draft is left as the authors have it.
 */
export async function recordReviewedDecision(
  tx: Transaction,
  jobs: JobSender,
  actor: SignedInActor,
  review: { cardId: string; publishWhenReviewed: boolean; submittedBy: string | null },
  round: { content: unknown; submittedBy: string | null },
): Promise<void> {
  // The card's lock orders the decision with a concurrent Publish, so one sees the other.
  const card = (await loadCard(tx, review.cardId, { forUpdate: true }))!;
  const content = normalizeContent(round.content);
  const [latestRow] = card.publishedVersionId
    ? await tx
        .select({ id: cardVersions.id, content: cardVersions.content })
        .from(cardVersions)
        .where(eq(cardVersions.id, card.publishedVersionId))
    : [];
  const latest = latestRow && { id: latestRow.id, content: normalizeContent(latestRow.content) };
  const publisher = review.publishWhenReviewed
    ? await publisherFor(tx, card, round.submittedBy ?? review.submittedBy)
    : null;
  if (publisher) {
    const versionId = await publishForSubmitter(tx, jobs, publisher, actor.userId, card, content, latest);
    await markReviewedVersion(tx, card.id, { id: versionId, content });
  } else if (latest) {
    await markReviewedVersion(tx, card.id, latest);
  }
}
