import { cardLiveDocuments, type Database } from "@keen/db";
import { eq, sql } from "drizzle-orm";

/** A card's stored Yjs state and the draft revision it was last reconciled with. */
export type StoredLiveDocument = { state: Uint8Array; draftRevision: number };

/** The stored live document of a card, or null when its draft was never opened for co-editing. */
export async function loadLiveDocument(db: Database, cardId: string): Promise<StoredLiveDocument | null> {
  const [row] = await db
    .select({ state: cardLiveDocuments.state, draftRevision: cardLiveDocuments.draftRevision })
    .from(cardLiveDocuments)
    .where(eq(cardLiveDocuments.cardId, cardId));
  return row ?? null;
}

/**
 * Stores a card's Yjs state with the draft revision it holds. A state of an older revision never
 * replaces a newer one (a save that lost a race with another).
 */
export async function storeLiveDocument(
  db: Database,
  cardId: string,
  stored: StoredLiveDocument,
): Promise<void> {
  await db
    .insert(cardLiveDocuments)
    .values({ cardId, ...stored })
    .onConflictDoUpdate({
      target: cardLiveDocuments.cardId,
      set: { state: stored.state, draftRevision: stored.draftRevision, updatedAt: sql`now()` },
      setWhere: sql`${cardLiveDocuments.draftRevision} <= excluded.draft_revision`,
    });
}
