import { type Executor, type JobSender, jobKind } from "@keen/jobs";
import { UNSHOWN_DRAFT_IMAGE_GRACE_MS } from "./release-unshown-images";

/**
 * `files.prune-card-files`: lets the draft go of old images its saved content does not show,
 * then deletes the card's files no content holds any more (rows, then bytes by
 * `files.delete-blobs`). Bound to its handler in card-files.
 */
export const pruneCardFilesJob = jobKind<{ cardId: string }>("files.prune-card-files");

/** A minute past the grace period, so the image is surely older than it when the job runs. */
const AFTER_GRACE_SECONDS = UNSHOWN_DRAFT_IMAGE_GRACE_MS / 1000 + 60;

/**
 * Records a prune of the card's files in the caller's transaction: at once (files left the
 * draft) or, with `afterGrace`, once a new upload's grace period is over (an image nobody saved
 * into the content then leaves without waiting for another save).
 */
export function pruneCardFilesAfterCommit(
  tx: Executor,
  jobs: JobSender,
  cardId: string,
  options: { afterGrace?: boolean } = {},
): Promise<void> {
  const startAfter = options.afterGrace ? AFTER_GRACE_SECONDS : undefined;
  return jobs.sendInTransaction(tx, pruneCardFilesJob, { cardId }, startAfter ? { startAfter } : {});
}
