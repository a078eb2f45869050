import { blobs, cardFileLinks, cardFiles, type Database } from "@keen/db";
import { and, eq, inArray, notExists } from "drizzle-orm";
import type { BlobStore } from "../../lib/blob-store";

/**
 * Deletes the card's files that belong to no content any more (not in the draft, nor in any
 * version), their blob rows, and then their stored bytes. Returns how many files went.
 */
export async function pruneOrphanFiles(db: Database, store: BlobStore, cardId: string): Promise<number> {
  const { keys, count } = await db.transaction(async (tx) => {
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
    if (blobIds.length === 0) return { keys: [], count: 0 };
    const removed = await tx
      .delete(blobs)
      .where(inArray(blobs.id, blobIds))
      .returning({ key: blobs.storageKey });
    return { keys: removed.map((blob) => blob.key), count: orphans.length };
  });
  // After the commit: a failed delete leaves an unreferenced blob, never a dangling row.
  await Promise.all(keys.map((key) => store.delete(key).catch(() => {})));
  return count;
}
