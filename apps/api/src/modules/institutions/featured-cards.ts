import type { CardRow } from "@keen/cards";
import type { CardSummary, InstitutionReorderInput } from "@keen/contracts";
import { cards, cardVersions, type Database, institutionFeaturedCards, publicCards } from "@keen/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { AppError, notFound, validation } from "../../lib/errors";
import type { BlobUrl } from "../../lib/file-url";
import type { Actor } from "../../lib/policy";
import { presentCardSummaries } from "../cards";
import { type Executor, loadInstitution } from "./load-institution";
import { assertPermutation, nextPosition, writePositions } from "./reorder";

const target = {
  table: institutionFeaturedCards,
  institutionId: institutionFeaturedCards.institutionId,
  item: institutionFeaturedCards.cardId,
  position: institutionFeaturedCards.position,
};

/** Featured cards that are published and not deleted, in order: the ones anybody sees. */
async function loadVisibleRows(db: Executor, institutionId: string) {
  return db
    .select({
      card: cards,
      content: cardVersions.content,
      versionNumber: cardVersions.number,
      publishedAt: cardVersions.publishedAt,
      draftDiffers: sql<boolean>`${cards.draft} is distinct from ${cardVersions.content}`,
    })
    .from(institutionFeaturedCards)
    .innerJoin(cards, eq(cards.id, institutionFeaturedCards.cardId))
    .innerJoin(cardVersions, eq(cardVersions.id, cards.publishedVersionId))
    .where(and(eq(institutionFeaturedCards.institutionId, institutionId), publicCards))
    .orderBy(asc(institutionFeaturedCards.position), asc(institutionFeaturedCards.createdAt));
}

/**
 * The institution's featured cards as card tiles, in order. A featured card that was later
 * unpublished or deleted is left out (it comes back if it is published again).
 */
export async function loadFeaturedCards(
  db: Executor,
  institutionId: string,
  actor: Actor,
  blobUrl: BlobUrl,
): Promise<CardSummary[]> {
  const rows = await loadVisibleRows(db, institutionId);
  return presentCardSummaries(
    db,
    rows.map((row) => ({ ...row, card: row.card as CardRow })),
    actor,
    blobUrl,
  );
}

/**
 * Features a card at the end of the list: 404 for an unknown institution or card, 400 on
 * `cardId` for a card that is not published (or deleted), 409 when it is already featured.
 */
export async function addFeaturedCard(db: Database, institutionId: string, cardId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await loadInstitution(tx, institutionId, { forUpdate: true });
    const [card] = await tx
      .select({ id: cards.id, isPublic: sql<boolean>`${publicCards}` })
      .from(cards)
      .where(eq(cards.id, cardId));
    if (!card) throw notFound("Card");
    if (!card.isPublic)
      throw validation("cardId", "must be a published card (drafts and deleted cards cannot be featured)");
    const position = await nextPosition(tx, target, institutionId);
    const inserted = await tx
      .insert(institutionFeaturedCards)
      .values({ institutionId, cardId, position })
      .onConflictDoNothing()
      .returning({ cardId: institutionFeaturedCards.cardId });
    if (inserted.length === 0) {
      const why = "is already featured by this institution";
      throw new AppError(409, "conflict", `cardId: ${why}`, [{ field: "cardId", message: why }]);
    }
  });
}

/** Stops featuring a card: 404 when the institution is unknown or the card is not featured. */
export async function removeFeaturedCard(db: Database, institutionId: string, cardId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await loadInstitution(tx, institutionId, { forUpdate: true });
    const removed = await tx
      .delete(institutionFeaturedCards)
      .where(
        and(
          eq(institutionFeaturedCards.institutionId, institutionId),
          eq(institutionFeaturedCards.cardId, cardId),
        ),
      )
      .returning({ cardId: institutionFeaturedCards.cardId });
    if (removed.length === 0) throw notFound("Featured card");
  });
}

/**
 * Puts the featured cards in the given order. `ids` must be a permutation of the cards shown
 * (published ones); hidden featured cards keep their place after them.
 */
export async function reorderFeaturedCards(
  db: Database,
  institutionId: string,
  input: InstitutionReorderInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await loadInstitution(tx, institutionId, { forUpdate: true });
    const visible = (await loadVisibleRows(tx, institutionId)).map((row) => row.card.id);
    assertPermutation(visible, input.ids, "featured cards");
    const hidden = await tx
      .select({ cardId: institutionFeaturedCards.cardId })
      .from(institutionFeaturedCards)
      .where(eq(institutionFeaturedCards.institutionId, institutionId))
      .orderBy(asc(institutionFeaturedCards.position));
    const shown = new Set(visible);
    const rest = hidden.map((row) => row.cardId).filter((id) => !shown.has(id));
    await writePositions(tx, target, institutionId, [...input.ids, ...rest]);
  });
}
