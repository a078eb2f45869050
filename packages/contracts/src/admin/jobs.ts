import { z } from "zod";
import { cursorQuery } from "../paging";

const dateTime = z.iso.datetime({ offset: true });

/** One background-job queue as the admin portal shows it (`GET /Admin/Jobs`). */
export const JobQueueStatsSchema = z.object({
  name: z.string(),
  /** Waiting to run (including retries waiting out their backoff). */
  waiting: z.number().int(),
  active: z.number().int(),
  /** Ended failed after their retries; kept for inspection until retention removes them. */
  failed: z.number().int(),
  /** Completed in the last 24 hours. */
  completedLastDay: z.number().int(),
});
export type JobQueueStats = z.infer<typeof JobQueueStatsSchema>;

/** A periodic job: its cron rule (in `timezone`), when it last created a job and when it next will. */
export const JobScheduleSchema = z.object({
  name: z.string(),
  cron: z.string(),
  timezone: z.string(),
  /** Null when not recorded (never run yet, or its job was removed by retention). */
  lastRunAt: dateTime.nullable(),
  nextRunAt: dateTime.nullable(),
});
export type JobSchedule = z.infer<typeof JobScheduleSchema>;

/** `GET /Admin/Jobs` (admins): every queue with its counts, and the schedules. */
export const AdminJobsSchema = z.object({
  queues: z.array(JobQueueStatsSchema),
  schedules: z.array(JobScheduleSchema),
});
export type AdminJobs = z.infer<typeof AdminJobsSchema>;

/** A job that ended failed, with the error of its last attempt. */
export const FailedJobSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Attempts made (the first and its retries) and how many retries the queue allowed. */
  attempts: z.number().int(),
  retryLimit: z.number().int(),
  error: z.string(),
  createdAt: dateTime,
  failedAt: dateTime,
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

/** `GET /Admin/Jobs/Failed`: newest failure first, one queue or all, paged by cursor. */
export const FailedJobsQuerySchema = z.object({
  queue: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters").optional(),
  limit: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100")
    .default(25),
  ...cursorQuery,
});
export type FailedJobsQuery = z.infer<typeof FailedJobsQuerySchema>;

export const FailedJobsPageSchema = z.object({
  items: z.array(FailedJobSchema),
  /** Continues after the last item; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FailedJobsPage = z.infer<typeof FailedJobsPageSchema>;

/** `POST /Admin/Jobs/{id}/Retry`, `DELETE /Admin/Jobs/{id}`. */
export const JobIdParamsSchema = z.object({ id: z.uuid({ message: "must be a job id (UUID)" }) });
