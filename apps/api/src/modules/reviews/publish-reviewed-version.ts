import { loadCard, normalizeContent } from "@keen/cards";
import { isSameValue } from "@keen/contracts";
import { cardRecognitions, cards, cardVersions, type Transaction } from "@keen/db";
import { eq } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { assertPublishable, insertPublishedVersion } from "../cards";

/**
 * A `reviewed` decision: the content frozen in the decided round goes out. When it equals the
 * latest published version, that version is the reviewed one (and shown again if the card was
 * unpublished); otherwise it is published as a new version, the draft left as the authors have it
 * now. The card's peer-review mark then names that version, the review, the reviewer and the
 * time. Answers the version's id.
 */
export async function publishReviewedVersion(
  tx: Transaction,
  actor: SignedInActor,
  review: { id: string; cardId: string },
  frozenContent: unknown,
): Promise<string> {
  const card = (await loadCard(tx, review.cardId, { forUpdate: true }))!;
  const content = normalizeContent(frozenContent);
  await assertPublishable(tx, card.id, content, "marking it reviewed");
  const [latest] = card.publishedVersionId
    ? await tx
        .select({ id: cardVersions.id, content: cardVersions.content })
        .from(cardVersions)
        .where(eq(cardVersions.id, card.publishedVersionId))
    : [];
  let versionId: string;
  if (latest && isSameValue(normalizeContent(latest.content), content)) {
    versionId = latest.id;
    await tx.update(cards).set({ status: "published" }).where(eq(cards.id, card.id));
  } else {
    versionId = await insertPublishedVersion(tx, actor, card, content);
  }
  const mark = {
    reviewedVersionId: versionId,
    reviewId: review.id,
    reviewedAt: new Date(),
    reviewerId: actor.userId,
  };
  await tx
    .insert(cardRecognitions)
    .values({ cardId: card.id, ...mark })
    .onConflictDoUpdate({ target: cardRecognitions.cardId, set: mark });
  return versionId;
}
