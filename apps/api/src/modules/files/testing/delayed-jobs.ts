import type { Database } from "@keen/db";
import type { Jobs } from "@keen/jobs";
import { sql } from "drizzle-orm";

type JobState = "created" | "retry";

/**
 * The jobs of a queue in `state` whose data `matches`, with when they may start: a delayed job
 * (`startAfter`) or a retry waiting out its backoff.
 */
export async function findWaitingJobs<T>(
  jobs: Jobs,
  name: string,
  state: JobState,
  matches: (data: T) => boolean,
): Promise<{ id: string; data: T; startAfter: Date }[]> {
  const found = await jobs.findJobs(name, state);
  return found
    .filter((job) => matches(job.data as T))
    .map((job) => ({ id: job.id, data: job.data as T, startAfter: job.startAfter }));
}

/** Makes waiting jobs due now, so a test runs them (`runDue`) instead of sleeping through the wait. */
export async function makeDueNow(db: Database, jobs: { id: string }[]): Promise<void> {
  for (const job of jobs)
    await db.execute(sql`update pgboss.job set start_after = now() where id = ${job.id}`);
}
