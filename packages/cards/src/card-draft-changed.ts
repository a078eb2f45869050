import type { Executor } from "@keen/db";
import { sql } from "drizzle-orm";

/**
 * The PostgreSQL channel told of every draft a REST command rewrote (payload: the card id). The
 * collab server LISTENs on it and applies the draft to the card's live document, if it holds one,
 * so the live document and the draft JSON never diverge (decision 0017).
 */
export const cardDraftChangedChannel = "card_draft_changed";

/**
 * Tells the collab servers the card's draft changed, in the caller's transaction: PostgreSQL
 * delivers the notification only if it commits, and after the new draft is visible.
 */
export async function notifyCardDraftChanged(tx: Executor, cardId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${cardDraftChangedChannel}, ${cardId})`);
}
