import type { Transaction } from "@keen/db";
import { cardFileLinks, cardFiles } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { and, eq, notExists } from "drizzle-orm";
import { deleteBlobs } from "../../lib/uploads";

/**
 * Deletes, in the caller's transaction, the card's files that belong to no content any more (not
 * in the draft, nor in any version) with their blob rows; their stored bytes go once it commits
 * (`files.delete-blobs`). Returns how many files went.
 */
export async function pruneOrphanFiles(tx: Transaction, jobs: JobSender, cardId: string): Promise<number> {
  const orphans = await tx
    .delete(cardFiles)
    .where(
      and(
        eq(cardFiles.cardId, cardId),
        notExists(tx.select().from(cardFileLinks).where(eq(cardFileLinks.fileId, cardFiles.id))),
      ),
    )
    .returning();
  const blobIds = orphans.flatMap((file) =>
    [file.blobId, file.previewBlobId, file.thumbnailBlobId].filter((id): id is string => id !== null),
  );
  await deleteBlobs(tx, jobs, blobIds);
  return orphans.length;
}
