import { blobs, type Database } from "@keen/db";
import { inArray } from "drizzle-orm";
import { type BlobStore, deleteMany, isBlobKey, throwIfFailed } from "../../lib/blob-store";

/**
 * The `files.delete-blobs` job: removes the stored bytes of blobs whose rows are gone. A key a
 * `blobs` row still names is left alone (bytes are only deleted once nothing can serve them), and
 * so is one `put` never generates (nothing can be stored under it).
 * Every key is tried; when any delete fails the job fails and is retried (deleting again is
 * harmless), and ends visibly failed when the store never answers.
 */
export async function deleteReleasedBlobs(db: Database, store: BlobStore, keys: string[]): Promise<void> {
  const stillUsed = await findReferencedKeys(db, keys);
  const released = keys.filter((key) => isBlobKey(key) && !stillUsed.has(key));
  throwIfFailed(await deleteMany(store, released), released.length);
}

/** Which of `keys` a `blobs` row still names. */
export async function findReferencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: blobs.storageKey }).from(blobs).where(inArray(blobs.storageKey, keys));
  return new Set(rows.map((row) => row.key));
}
