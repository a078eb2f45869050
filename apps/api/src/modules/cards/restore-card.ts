import { readCard } from "@keen/cards";
import { cards, type Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { sendRankRelated } from "./related-cards-jobs";

/** Brings a soft-deleted card back with the status it had (403 unless it is deleted). */
export async function restoreCard(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  jobs: JobSender,
): Promise<void> {
  await db.transaction(async (tx) => {
    await readCard(tx, actor, cardId, { action: "restore", forUpdate: true });
    await tx.update(cards).set({ deletedAt: null, deletedBy: null }).where(eq(cards.id, cardId));
    await sendRankRelated(jobs, tx, cardId);
  });
}
