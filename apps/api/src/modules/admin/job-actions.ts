import type { Database } from "@keen/db";
import { deleteJobInTransaction, type Jobs, lockJob, retryJobInTransaction } from "@keen/jobs";
import { conflict, notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { recordAdminAction } from "../audit";

/** What an admin does to a failed job, and how the audit log names it. */
const jobActions = {
  retry: { run: retryJobInTransaction, audit: "job.retried" },
  delete: { run: deleteJobInTransaction, audit: "job.deleted" },
} as const;

/**
 * `POST /Admin/Jobs/{id}/Retry` (`retry`: queued again with one more attempt allowed, its data
 * unchanged) and `DELETE /Admin/Jobs/{id}` (`delete`: removed for good). The job is locked first:
 * 404 when no such job is stored, 409 when it is not (or no longer) failed, so of two admins acting
 * at once the second gets 409. The audit log records the action in the same transaction.
 */
export async function actOnFailedJob(
  db: Database,
  jobs: Jobs,
  actor: SignedInActor,
  id: string,
  action: keyof typeof jobActions,
): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    if (!job) throw notFound("Job");
    if (job.state !== "failed") {
      throw conflict(`Only failed jobs can be retried or deleted; this one is ${job.state}.`);
    }
    await jobActions[action].run(jobs, tx, job.name, job.id);
    await recordAdminAction(tx, {
      actorId: actor.userId,
      action: jobActions[action].audit,
      targetType: "job",
      targetId: job.id,
      targetLabel: job.name,
    });
  });
}
