import { blobs, type Database } from "@keen/db";
import { type Executor as JobExecutor, type JobSender, jobKind } from "@keen/jobs";
import { inArray } from "drizzle-orm";
import type { StoredBlob } from "../blob-store";

type Executor = Pick<Database, "insert" | "delete" | "select">;

/** A transaction that deletes blob rows and records the job deleting their bytes. */
export type BlobTransaction = Pick<Database, "delete"> & JobExecutor;

/**
 * Deletes stored bytes whose blob rows are gone (`files.delete-blobs`). Retried with backoff
 * while the store fails; ends as a failed job (listed in the admin view) when it never answers.
 */
export const deleteBlobsJob = jobKind<{ keys: string[] }>("files.delete-blobs");

/** Keys per `files.delete-blobs` job, so one job stays small whatever was deleted. */
const KEYS_PER_JOB = 100;

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
 * Deletes blob rows in the caller's transaction and records there the job that deletes their
 * bytes: a rolled-back change deletes nothing, a committed one never loses the deletion, and a
 * failing store is retried instead of ignored. Rows go first, so a row never outlives its bytes.
 * Returns how many rows went.
 */
export async function deleteBlobs(tx: BlobTransaction, jobs: JobSender, blobIds: string[]): Promise<number> {
  if (blobIds.length === 0) return 0;
  const rows = await tx.delete(blobs).where(inArray(blobs.id, blobIds)).returning({ key: blobs.storageKey });
  await deleteBytesAfterCommit(
    tx,
    jobs,
    rows.map((row) => row.key),
  );
  return rows.length;
}

/**
 * Records `files.delete-blobs` in the caller's transaction for storage keys whose rows it
 * deleted: the bytes go once it commits, never if it rolls back.
 */
export async function deleteBytesAfterCommit(
  tx: JobExecutor,
  jobs: JobSender,
  keys: string[],
): Promise<void> {
  for (let start = 0; start < keys.length; start += KEYS_PER_JOB) {
    await jobs.sendInTransaction(tx, deleteBlobsJob, { keys: keys.slice(start, start + KEYS_PER_JOB) });
  }
}
