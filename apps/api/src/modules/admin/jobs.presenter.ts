import type { FailedJob, JobQueueStats, JobSchedule } from "@keen/contracts";
import type { FailedJobRow, QueueActivity, ScheduleRow } from "@keen/jobs";

/** A queue's counts as `GET /Admin/Jobs` shows them (`since` was a day before now). */
export function presentQueue(queue: QueueActivity): JobQueueStats {
  return {
    name: queue.name,
    waiting: queue.waiting,
    active: queue.active,
    failed: queue.failed,
    completedLastDay: queue.completedSince,
  };
}

/** A schedule with its last and next run. */
export function presentSchedule(schedule: ScheduleRow): JobSchedule {
  return {
    name: schedule.key ? `${schedule.name} (${schedule.key})` : schedule.name,
    cron: schedule.cron,
    timezone: schedule.timezone,
    lastRunAt: schedule.lastRunAt ? new Date(schedule.lastRunAt).toISOString() : null,
    nextRunAt: schedule.nextRunAt?.toISOString() ?? null,
  };
}

/** A failed job: its queue, attempts, last error and times; its data stays on the server. */
export function presentFailedJob(job: FailedJobRow): FailedJob {
  return {
    id: job.id,
    name: job.name,
    attempts: job.attempts,
    retryLimit: job.retryLimit,
    error: job.error,
    createdAt: new Date(job.createdOn).toISOString(),
    failedAt: new Date(job.failedOn).toISOString(),
  };
}
