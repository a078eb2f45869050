import { notifyCardAccessChanged, readCard } from "@keen/cards";
import { cards, type Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { sendRankRelated } from "./related-cards-jobs";

/**
 * Soft-deletes a card: hidden from everyone but its authors and admins, who can restore it
 * (`POST /Card/{cardId}/Restore`). Nothing is removed. Live sessions of members who may no
 * longer edit it end at once.
 */
export async function deleteCard(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  jobs: JobSender,
): Promise<void> {
  await db.transaction(async (tx) => {
    await readCard(tx, actor, cardId, { action: "delete", forUpdate: true });
    await tx
      .update(cards)
      .set({ deletedAt: new Date(), deletedBy: actor.userId })
      .where(eq(cards.id, cardId));
    await sendRankRelated(jobs, tx, cardId);
    await notifyCardAccessChanged(tx, cardId);
  });
}
