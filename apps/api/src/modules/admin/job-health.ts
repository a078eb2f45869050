import type { AdminJobs } from "@keen/contracts";
import type { Jobs } from "@keen/jobs";

const FAILED_SHOWN = 50;

/**
 * Queue counts and the latest failed jobs with their last error, for the admin portal: every
 * queue in the database, so the IdP's e-mails and pruner show beside the API's jobs.
 */
export async function listJobHealth(jobs: Jobs): Promise<AdminJobs> {
  const queues = (await jobs.queueStats({ everyQueue: true })).sort((a, b) => a.name.localeCompare(b.name));
  const failed = (
    await Promise.all(queues.filter((q) => q.failed > 0).map((q) => jobs.findJobs(q.name, "failed")))
  )
    .flat()
    .sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime())
    .slice(0, FAILED_SHOWN);
  return {
    queues,
    failed: failed.map((job) => ({
      id: job.id,
      name: job.name,
      retryCount: job.retryCount,
      error: errorText(job.output),
      createdAt: job.createdOn.toISOString(),
      completedAt: job.completedOn?.toISOString() ?? null,
    })),
  };
}

function errorText(output: unknown): string {
  if (output && typeof output === "object" && "message" in output) return String(output.message);
  return output ? JSON.stringify(output) : "";
}
