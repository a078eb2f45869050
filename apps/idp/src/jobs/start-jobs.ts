import type { Jobs } from "@keen/jobs";
import type { FastifyBaseLogger } from "fastify";

const retryEveryMs = 5000;

/** The job layer of a running IdP: whether it has started, and how to stop it. */
export type JobsRunner = { isRunning: () => boolean; stop: () => Promise<void> };

/**
 * Starts the job layer (queues, schedules and, with `JOBS_WORK`, workers). While the database does
 * not answer it tries again every few seconds, so the IdP still comes up and `/ready` says it is
 * not ready, as it does for the database itself, instead of the process exiting.
 */
export async function startJobs(jobs: Jobs, log: FastifyBaseLogger): Promise<JobsRunner> {
  let isRunning = false;
  let isStopped = false;
  let retry: NodeJS.Timeout | undefined;
  const attempt = async (): Promise<void> => {
    try {
      await jobs.start();
      isRunning = !isStopped;
    } catch (err) {
      if (isStopped) return;
      log.warn({ err }, "job queue did not start; trying again");
      retry = setTimeout(() => void attempt(), retryEveryMs);
      retry.unref();
    }
  };
  await attempt();
  return {
    isRunning: () => isRunning,
    stop: async () => {
      isStopped = true;
      isRunning = false;
      clearTimeout(retry);
      await jobs.stop();
    },
  };
}
