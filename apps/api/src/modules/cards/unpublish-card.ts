import { readCard } from "@keen/cards";
import { cards, type Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { sendRankRelated } from "./related-cards-jobs";

/**
 * Hides a published card from readers (status `unpublished`); its versions and draft are kept,
 * and Publish shows it again. Only published cards can be unpublished (403 otherwise).
 */
export async function unpublishCard(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  jobs: JobSender,
): Promise<void> {
  await db.transaction(async (tx) => {
    await readCard(tx, actor, cardId, { action: "unpublish", forUpdate: true });
    await tx.update(cards).set({ status: "unpublished" }).where(eq(cards.id, cardId));
    await sendRankRelated(jobs, tx, cardId);
  });
}
