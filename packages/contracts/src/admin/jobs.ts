import { z } from "zod";

/** One background-job queue as the admin portal shows it (`GET /Admin/Jobs`). */
export const JobQueueStatsSchema = z.object({
  name: z.string(),
  /** Waiting to run (including retries waiting out their backoff). */
  queued: z.number().int(),
  active: z.number().int(),
  /** Ended failed after their retries; kept for inspection until retention removes them. */
  failed: z.number().int(),
  total: z.number().int(),
});

/** A job that ended failed, with the error of its last attempt. */
export const FailedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  retryCount: z.number().int(),
  error: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const AdminJobsSchema = z.object({
  queues: z.array(JobQueueStatsSchema),
  /** The most recent failed jobs, newest first (at most 50). */
  failed: z.array(FailedJobSchema),
});
export type AdminJobs = z.infer<typeof AdminJobsSchema>;
