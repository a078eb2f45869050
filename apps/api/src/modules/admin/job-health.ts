import type { AdminJobs } from "@keen/contracts";
import { countQueueActivity, type Jobs, listSchedules } from "@keen/jobs";
import { presentQueue, presentSchedule } from "./jobs.presenter";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `GET /Admin/Jobs`: every queue in the database (so the IdP's e-mails and pruner show beside the
 * API's jobs) with its waiting, active and failed jobs and those completed in the last day, and
 * every schedule with its last and next run.
 */
export async function listJobHealth(jobs: Jobs, now: Date = new Date()): Promise<AdminJobs> {
  const [queues, schedules] = await Promise.all([
    countQueueActivity(jobs, new Date(now.getTime() - DAY_MS)),
    listSchedules(jobs, now),
  ]);
  return { queues: queues.map(presentQueue), schedules: schedules.map(presentSchedule) };
}
