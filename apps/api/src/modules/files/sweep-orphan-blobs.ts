import type { Database } from "@keen/db";
import { type BlobStore, deleteMany, type FailedDelete, throwIfFailed } from "../../lib/blob-store";
import { findReferencedKeys } from "./delete-released-blobs";

/**
 * How old a stored object must be before the sweep may take it for a leftover: an upload writes
 * its bytes before its row, so a younger object may be an upload still in flight.
 */
export const ORPHAN_BLOB_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** Keys looked up in `blobs` at once. */
const BATCH = 500;

/**
 * The `files.sweep-orphan-blobs` job: deletes stored objects older than a day that no `blobs`
 * row names, what a failed delete or a crash between writing bytes and recording them left
 * behind. Walks the store a page at a time. Answers how many objects were old enough to check
 * and how many went; fails (after trying them all) when some could not be deleted.
 */
export async function sweepOrphanBlobs(
  db: Database,
  store: BlobStore,
  now = Date.now(),
): Promise<{ checked: number; deleted: number }> {
  const cutoff = now - ORPHAN_BLOB_MIN_AGE_MS;
  const failures: FailedDelete[] = [];
  let checked = 0;
  let orphans = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const referenced = await findReferencedKeys(db, batch);
    const unreferenced = batch.filter((key) => !referenced.has(key));
    orphans += unreferenced.length;
    failures.push(...(await deleteMany(store, unreferenced)));
    batch = [];
  };
  for await (const blob of store.list()) {
    if (blob.lastModified.getTime() > cutoff) continue;
    checked += 1;
    batch.push(blob.key);
    if (batch.length >= BATCH) await sweep();
  }
  await sweep();
  throwIfFailed(failures, orphans);
  return { checked, deleted: orphans - failures.length };
}
