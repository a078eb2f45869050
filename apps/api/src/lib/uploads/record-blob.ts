import { blobs, type Database } from "@keen/db";
import { eq } from "drizzle-orm";
import type { BlobStore, StoredBlob } from "../blob-store";

type Executor = Pick<Database, "insert" | "delete" | "select">;

/** Records a stored blob (bytes already in the store); returns its id. */
export async function recordBlob(
  db: Executor,
  blob: StoredBlob & { contentType: string },
  createdBy: string | null,
): Promise<string> {
  const [row] = await db
    .insert(blobs)
    .values({
      storageKey: blob.key,
      size: blob.size,
      contentType: blob.contentType,
      sha256: blob.sha256,
      createdBy,
    })
    .returning({ id: blobs.id });
  return row!.id;
}

/**
 * Deletes blob rows and returns their storage keys; remove the bytes with `deleteStoredBlobs`
 * after the transaction commits, so a rollback never leaves a row without its bytes.
 */
export async function forgetBlob(db: Executor, blobId: string): Promise<string[]> {
  const rows = await db.delete(blobs).where(eq(blobs.id, blobId)).returning({ key: blobs.storageKey });
  return rows.map((row) => row.key);
}

/** Removes bytes from the store (best effort: a leftover file is harmless, an error here is not). */
export async function deleteStoredBlobs(store: BlobStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => store.delete(key).catch(() => {})));
}
