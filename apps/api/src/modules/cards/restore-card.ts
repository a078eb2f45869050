import { cards, type Database } from "@keen/db";
import { eq } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { loadAuthorizedCard } from "./load-card";

/** Brings a soft-deleted card back with the status it had (403 unless it is deleted). */
export async function restoreCard(db: Database, actor: SignedInActor, cardId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await loadAuthorizedCard(tx, actor, cardId, "restore", { forUpdate: true });
    await tx.update(cards).set({ deletedAt: null, deletedBy: null }).where(eq(cards.id, cardId));
  });
}
