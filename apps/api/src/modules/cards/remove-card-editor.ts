import { notifyCardAccessChanged, readCard } from "@keen/cards";
import { cardEditors, type Database } from "@keen/db";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";

/** Removes an editor (404 when the member is not one); a live session of theirs ends at once. */
export async function removeCardEditor(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await readCard(tx, actor, cardId, { action: "manageAuthors", forUpdate: true });
    const removed = await tx
      .delete(cardEditors)
      .where(and(eq(cardEditors.cardId, cardId), eq(cardEditors.userId, userId)))
      .returning({ userId: cardEditors.userId });
    if (removed.length === 0) throw notFound("Editor");
    await notifyCardAccessChanged(tx, cardId);
  });
}
