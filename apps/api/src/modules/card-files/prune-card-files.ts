import { normalizeContent, releaseUnshownDraftImages } from "@keen/cards";
import { cards, type Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import { pruneOrphanFiles } from "./prune-orphan-files";

/**
 * The `files.prune-card-files` job: in one transaction, with the card row locked against saves
 * (not against uploads, whose foreign-key check only takes a key share), the draft lets go of
 * images its saved content does not show that are past the grace period (decision 0011), then
 * files no content holds any more are deleted with their blob rows (bytes by `files.delete-blobs`).
 * Sent by what released files (a save, SyncLatestVersion, deleting a draft file) and, for each
 * uploaded image, for when its grace period is over.
 */
export async function pruneCardFiles(db: Database, jobs: JobSender, cardId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select({ draft: cards.draft })
      .from(cards)
      .where(eq(cards.id, cardId))
      .for("no key update");
    if (card) {
      const draft = normalizeContent(card.draft);
      await releaseUnshownDraftImages(tx, cardId, draft, draft);
    }
    return pruneOrphanFiles(tx, jobs, cardId);
  });
}
