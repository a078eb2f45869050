import { jobSchema } from "@keen/db/migrate";
import { sql } from "drizzle-orm";
import { fromDrizzle } from "pg-boss";
import type { Executor, Jobs } from "./jobs";

/** A queue's jobs by state, as the admin portal counts them. */
export type QueueActivity = {
  name: string;
  /** Created or waiting out a retry's backoff. */
  waiting: number;
  active: number;
  /** Ended failed after their retries (kept until the queue's retention removes them). */
  failed: number;
  /** Completed at or after `since`. */
  completedSince: number;
};

/** A job that ended failed, with its last error and its attempts. */
export type FailedJobRow = {
  id: string;
  name: string;
  /** Attempts made: the first and its retries. */
  attempts: number;
  retryLimit: number;
  error: string;
  data: unknown;
  createdOn: Date;
  failedOn: Date;
};

/** A periodic job: its rule, when it last created a job and when it next will. */
export type ScheduleRow = {
  name: string;
  key: string;
  cron: string;
  timezone: string;
  lastRunAt: Date | null;
  nextRunAt: Date | null;
};

const schema = `"${jobSchema}"`;

async function query<T>(jobs: Jobs, text: string, values: unknown[] = []): Promise<T[]> {
  return (await jobs.boss.getDb().executeSql(text, values)).rows as T[];
}

/**
 * Every queue in the database (the IdP's and workers' too; not pg-boss's own `__pgboss__…`) with
 * its jobs counted by state, in one scan of the job table: waiting, active, failed, and completed
 * at or after `since`.
 */
export async function countQueueActivity(jobs: Jobs, since: Date): Promise<QueueActivity[]> {
  const rows = await query<QueueActivity>(
    jobs,
    `select q.name,
       count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
       count(j.id) filter (where j.state = 'active')::int as active,
       count(j.id) filter (where j.state = 'failed')::int as failed,
       count(j.id) filter (where j.state = 'completed' and j.completed_on >= $1)::int as "completedSince"
     from ${schema}.queue q left join ${schema}.job j on j.name = q.name
     where q.name not like '\\_\\_pgboss\\_\\_%'
     group by q.name order by q.name`,
    [since],
  );
  return rows;
}

/** Where a page of failed jobs continues: after the last one shown (newest failure first). */
export type FailedJobsAfter = { failedOn: Date; id: string };

/**
 * Failed jobs of every queue (or of `queue`), the most recent failure first, `limit` of them after
 * `after` (keyset paging on the failure time and id, so retries and deletions meanwhile neither
 * repeat nor skip a job).
 */
export async function listFailedJobs(
  jobs: Jobs,
  options: { limit: number; after?: FailedJobsAfter; queue?: string },
): Promise<FailedJobRow[]> {
  const values: unknown[] = [options.limit];
  const where = ["state = 'failed'"];
  if (options.queue) {
    values.push(options.queue);
    where.push(`name = $${values.length}`);
  }
  if (options.after) {
    values.push(options.after.failedOn, options.after.id);
    where.push(
      `(coalesce(completed_on, created_on), id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`,
    );
  }
  const rows = await query<Omit<FailedJobRow, "error"> & { output: unknown }>(
    jobs,
    `select id, name, retry_count + 1 as attempts, retry_limit as "retryLimit", output, data,
       created_on as "createdOn", coalesce(completed_on, created_on) as "failedOn"
     from ${schema}.job where ${where.join(" and ")}
     order by coalesce(completed_on, created_on) desc, id desc limit $1`,
    values,
  );
  return rows.map(({ output, ...row }) => ({ ...row, error: errorText(output) }));
}

/** A job's queue and state by its id, or null when no such job is stored. */
export async function findJobById(
  jobs: Jobs,
  id: string,
): Promise<{ id: string; name: string; state: string } | null> {
  const [row] = await query<{ id: string; name: string; state: string }>(
    jobs,
    `select id, name, state from ${schema}.job where id = $1::uuid`,
    [id],
  );
  return row ?? null;
}

/**
 * Locks the job `id` in the caller's transaction and answers its queue and state (null when no
 * such job is stored), so a retry or deletion and its audit entry commit together or not at all.
 */
export async function lockJob(
  tx: Executor,
  id: string,
): Promise<{ id: string; name: string; state: string } | null> {
  const result = (await tx.execute(
    sql`select id, name, state from ${sql.identifier(jobSchema)}.job where id = ${id}::uuid for update`,
  )) as { rows: { id: string; name: string; state: string }[] };
  return result.rows[0] ?? null;
}

/** Queues a failed job again (one more attempt allowed), in the caller's transaction. */
export async function retryJobInTransaction(
  jobs: Jobs,
  tx: Executor,
  name: string,
  id: string,
): Promise<void> {
  await jobs.boss.retry(name, id, { db: fromDrizzle(tx as never, sql as never) });
}

/** Deletes a job for good, in the caller's transaction. */
export async function deleteJobInTransaction(
  jobs: Jobs,
  tx: Executor,
  name: string,
  id: string,
): Promise<void> {
  await jobs.boss.deleteJob(name, id, { db: fromDrizzle(tx as never, sql as never) });
}

/**
 * The schedules stored in the database (every process's), with when each last created a job
 * (null once that job was removed by retention) and when it next will.
 */
export async function listSchedules(jobs: Jobs, now: Date = new Date()): Promise<ScheduleRow[]> {
  const rows = await query<Omit<ScheduleRow, "nextRunAt">>(
    jobs,
    `select s.name, s.key, s.cron, coalesce(s.timezone, 'UTC') as timezone, j.created_on as "lastRunAt"
     from ${schema}.schedule s left join ${schema}.job j on j.id = s.last_job_id
     order by s.name, s.key`,
  );
  return rows.map((row) => ({ ...row, nextRunAt: nextRun(jobs, row, now) }));
}

function nextRun(jobs: Jobs, row: { cron: string; timezone: string }, now: Date): Date | null {
  try {
    return jobs.boss.previewSchedule(row.cron, { tz: row.timezone, from: now, count: 1 })[0] ?? null;
  } catch {
    // A rule this pg-boss cannot read (written by another version) has no next run to show.
    return null;
  }
}

/** The message of a failed attempt's output (pg-boss stores the thrown error there). */
export function errorText(output: unknown): string {
  if (output && typeof output === "object" && "message" in output) return String(output.message);
  return output ? JSON.stringify(output) : "";
}
