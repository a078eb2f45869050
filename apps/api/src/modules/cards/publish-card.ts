import { type CardRow, loadCardPeople, normalizeContent, readCard, validateContentPatch } from "@keen/cards";
import { type CardContent, isSameValue, publishRequiredFields } from "@keen/contracts";
import { cards, cardVersions, type Database, type Executor, type Transaction } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq, sql } from "drizzle-orm";
import { badRequest } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { emitNotification } from "../notifications";
import { draftFilesMatchVersion, linkDraftFilesToVersion } from "./card-file-links";
import { markReviewedVersion } from "./mark-reviewed-version";
import { sendRankRelated } from "./related-cards-jobs";

const requiredLabels: Record<(typeof publishRequiredFields)[number], string> = {
  title: "a title",
  summary: "a summary",
  typeId: "a card type",
};

/** "a, b and c". */
function listInWords(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}

/**
 * Checks that content may be published: a title, summary and type are required (400 naming what
 * is missing), and the type must still exist. `before` ends the message ("Add a title before
 * submitting for review.").
 */
export async function assertPublishable(
  tx: Executor,
  cardId: string,
  content: CardContent,
  before = "publishing",
): Promise<void> {
  const missing = publishRequiredFields.filter((field) => !content[field]?.trim());
  if (missing.length > 0) {
    throw badRequest(
      `Add ${listInWords(missing.map((field) => requiredLabels[field]))} before ${before}.`,
      missing.map((field) => ({ field, message: "is required to publish" })),
    );
  }
  // The type may have been removed since it was chosen.
  await validateContentPatch(tx, cardId, { typeId: content.typeId });
}

/**
 * Stores `content` as the card's immutable version N+1 (with the authors of the moment and the
 * draft's files) and makes it the published version (status `published`); `draft` replaces the
 * draft in the same write. `actor` is the publisher; `afterReviewBy` the reviewer whose decision
 * published it on their behalf. Answers the new version's id. Publish uses it for the draft, a
 * `reviewed` decision with Publish when reviewed for the content frozen for review.
 */
export async function insertPublishedVersion(
  tx: Transaction,
  actor: SignedInActor,
  card: Pick<CardRow, "id" | "firstPublishedAt">,
  content: CardContent,
  options: { draft?: CardContent; afterReviewBy?: string } = {},
): Promise<string> {
  const cardId = card.id;
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${cardVersions.number}), 0) + 1` })
    .from(cardVersions)
    .where(eq(cardVersions.cardId, cardId))) as [{ next: number }];
  const people = await loadCardPeople(tx, [cardId]);
  const [version] = await tx
    .insert(cardVersions)
    .values({
      cardId,
      number: Number(next),
      content,
      typeId: content.typeId,
      title: content.title,
      summary: content.summary,
      authors: (people.get(cardId)?.authors ?? []).map(({ userId, name, isExternal }) => ({
        userId,
        name,
        isExternal,
      })),
      publishedBy: actor.userId,
      publishedAfterReviewBy: options.afterReviewBy ?? null,
    })
    .returning({ id: cardVersions.id, publishedAt: cardVersions.publishedAt });
  await linkDraftFilesToVersion(tx, cardId, version!.id);
  await tx
    .update(cards)
    .set({
      status: "published",
      ...(options.draft ? { draft: options.draft } : {}),
      publishedVersionId: version!.id,
      firstPublishedAt: card.firstPublishedAt ?? version!.publishedAt,
    })
    .where(eq(cards.id, cardId));
  return version!.id;
}

/**
 * Publishes the draft in one transaction: it becomes the immutable version N+1 (with the
 * authors of the moment and the draft's files), the card's published version and status
 * `published`. A title, summary and type are required (400 naming what is missing). When the
 * draft and its files equal the latest version (re-publishing an unpublished card), no new
 * version is made. The version gets the peer-review mark when its content is what the latest
 * `reviewed` review approved. The card's other member authors are notified (`card_published`).
 */
export async function publishCard(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  jobs: JobSender,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { card } = await readCard(tx, actor, cardId, { action: "publish", forUpdate: true });
    const content = normalizeContent(card.draft);
    await assertPublishable(tx, cardId, content);

    const [latest] = card.publishedVersionId
      ? await tx.select().from(cardVersions).where(eq(cardVersions.id, card.publishedVersionId))
      : [];
    const isUnchanged =
      latest !== undefined &&
      isSameValue(latest.content, content) &&
      (await draftFilesMatchVersion(tx, cardId, latest.id));
    let versionId: string;
    if (isUnchanged) {
      versionId = latest.id;
      await tx.update(cards).set({ status: "published" }).where(eq(cards.id, cardId));
    } else {
      versionId = await insertPublishedVersion(tx, actor, card, content, { draft: content });
    }
    await markReviewedVersion(tx, cardId, { id: versionId, content });
    await emitNotification(jobs, tx, {
      type: "card_published",
      actorId: actor.userId,
      recipientIds: [...card.resource.authorIds],
      cardId,
    });
    await sendRankRelated(jobs, tx, cardId);
  });
}
