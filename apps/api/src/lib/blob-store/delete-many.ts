import type { BlobStore } from "./blob-store";

/** How many deletes run at once (a bucket or disk is not hammered by a long list). */
const CONCURRENCY = 8;

/** A key the store could not delete, with why. */
export type FailedDelete = { key: string; error: unknown };

/**
 * Deletes every key, a few at a time, trying them all even when some fail; answers the
 * failures (empty when every blob is gone). Deleting a missing blob is not a failure.
 */
export async function deleteMany(store: BlobStore, keys: readonly string[]): Promise<FailedDelete[]> {
  const failures: FailedDelete[] = [];
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      await store.delete(key).catch((error: unknown) => failures.push({ key, error }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, keys.length) }, worker));
  return failures;
}

/** Throws one error naming how many of `total` deletes failed and the first reason, if any did. */
export function throwIfFailed(failures: FailedDelete[], total: number): void {
  if (failures.length === 0) return;
  const first = failures[0]!.error;
  const reason = first instanceof Error ? first.message : String(first);
  throw new Error(`${failures.length} of ${total} stored blobs could not be deleted (${reason})`, {
    cause: first,
  });
}
