import { jobSchema } from "@keen/db/migrate";
import { sql } from "drizzle-orm";
import { fromDrizzle, type Job, type JobWithMetadata, PgBoss, type SendOptions } from "pg-boss";

/** What a handler gets besides the job's data. */
export type JobContext = { id: string; retryCount: number; name: string };

/**
 * A kind of job (a queue): what senders need. The type parameter is the shape of its data. Modules
 * export kinds statically; the process binds each to its handler with `defineJob`.
 */
export type JobKind<T extends object = object> = { readonly name: string; readonly __data?: T };

/** Names a kind of job: `jobKind<{ cardId: string }>("cards.prune-files")`. */
export function jobKind<T extends object>(name: string): JobKind<T> {
  return { name };
}

/**
 * A kind of job with its handler: a domain event's reaction, a side effect, or a periodic task
 * (`cron`, run once per cluster whatever the number of processes).
 */
export type JobDefinition<T extends object = object> = JobKind<T> & {
  handle: (data: T, context: JobContext) => Promise<void>;
  /** Attempts after the first before the job ends as `failed` (default 5). */
  retryLimit?: number;
  /** First retry delay in seconds; doubles each attempt, with jitter (default 5, capped at 10 minutes). */
  retryDelay?: number;
  /** Seconds a running attempt may take before it counts as failed (default 300). */
  expireInSeconds?: number;
  /** How long finished jobs stay visible, in seconds (default 7 days). */
  deleteAfterSeconds?: number;
  /** A cron expression (UTC): the job is also sent on that schedule, with `{}` as data. */
  cron?: string;
};

/** Binds a kind of job to its handler and options. */
export function defineJob<T extends object>(
  kind: JobKind<T>,
  definition: Omit<JobDefinition<T>, "name" | "__data">,
): JobDefinition<T> {
  return { ...definition, name: kind.name };
}

/** Anything with drizzle's `execute`: a transaction (or the database itself). */
export type Executor = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };

/** Options of one sent job. */
export type JobSendOptions = Pick<SendOptions, "startAfter" | "singletonKey" | "singletonSeconds" | "id">;

/** Sends jobs: inside a caller's transaction (committed with it, or never) or on their own. */
export type JobSender = {
  /**
   * Records the job in the caller's transaction: it exists only if that transaction commits, so a
   * rolled-back change sends nothing and a committed one is never lost.
   */
  sendInTransaction<T extends object>(
    tx: Executor,
    job: JobKind<T>,
    data: T,
    options?: JobSendOptions,
  ): Promise<void>;
  /** Sends a job outside any transaction (for effects of something already committed). */
  send<T extends object>(job: JobKind<T>, data: T, options?: JobSendOptions): Promise<void>;
};

export type Jobs = JobSender & {
  /** Creates the queues and schedules; with `work`, starts the workers. */
  start(): Promise<void>;
  /** Stops the workers (waiting for running handlers) and closes the pool. */
  stop(): Promise<void>;
  /**
   * Runs every job that is due now, in this process, until none is left; answers how many ran.
   * For tests and scripts that want side effects without waiting for workers.
   */
  runDue(): Promise<number>;
  /** Jobs of a queue in a state (for tests and the admin view). */
  findJobs(
    name: string,
    state?: "failed" | "retry" | "completed" | "created" | "active",
  ): Promise<JobWithMetadata<unknown>[]>;
  /**
   * Per-queue counts (queued, active, failed…) for the admin view: this process's queues, or with
   * `everyQueue` every queue in the database (the IdP's and workers' too).
   */
  queueStats(options?: {
    everyQueue?: boolean;
  }): Promise<{ name: string; queued: number; active: number; failed: number; total: number }[]>;
  /** The underlying pg-boss instance. */
  boss: PgBoss;
};

export type Logger = {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

export type CreateJobsOptions = {
  databaseUrl: string;
  // biome-ignore lint/suspicious/noExplicitAny: definitions of any data shape
  definitions: JobDefinition<any>[];
  log: Logger;
  /** Run workers and schedules in this process (false: only send; tests call `runDue`). */
  work: boolean;
  /** Connections in pg-boss's own pool (default 4). */
  poolMax?: number;
  /** How many jobs of one queue run at once in this process (default 2). */
  concurrency?: number;
  /** Name of this process in pg-boss's instance registry. */
  instanceName?: string;
};

const defaults = { retryLimit: 5, retryDelay: 5, retryDelayMax: 600, expireInSeconds: 300 };

/**
 * The events-and-jobs layer on pg-boss, in the application's PostgreSQL (schema `pgboss`,
 * installed by the migrations). Workers are woken by LISTEN/NOTIFY the moment a job commits and
 * otherwise poll every few seconds; failures are retried with exponential backoff and, when the
 * attempts are spent, stay in the `failed` state (logged, listed by `findJobs` and `queueStats`).
 */
export function createJobs(options: CreateJobsOptions): Jobs {
  const definitions = options.definitions as JobDefinition[];
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: jobSchema,
    max: options.poolMax ?? 4,
    migrate: false,
    createSchema: false,
    supervise: options.work,
    schedule: options.work,
    useListenNotify: options.work,
    registerInstance: options.work,
    instanceName: options.instanceName,
  });
  boss.on("error", (err) => options.log.warn({ err }, "job queue error"));

  const run = async (definition: JobDefinition, job: Job<unknown>) => {
    try {
      await definition.handle(job.data as object, {
        id: job.id,
        retryCount: job.retryCount,
        name: definition.name,
      });
    } catch (err) {
      const retryLimit = definition.retryLimit ?? defaults.retryLimit;
      const isFinal = job.retryCount >= retryLimit;
      const log = isFinal ? options.log.error : options.log.warn;
      log(
        { err, job: { id: job.id, name: definition.name, retryCount: job.retryCount } },
        isFinal ? "job failed for good" : "job failed; it will be retried",
      );
      throw err;
    }
  };

  const sendOptions = (extra: JobSendOptions = {}): SendOptions => ({ ...extra });

  const assertKnown = (definition: JobKind) => {
    if (!byName.has(definition.name)) throw new Error(`Job "${definition.name}" is not defined.`);
  };

  return {
    boss,
    async start() {
      await boss.start();
      for (const definition of definitions) {
        const queue = {
          retryLimit: definition.retryLimit ?? defaults.retryLimit,
          retryDelay: definition.retryDelay ?? defaults.retryDelay,
          retryBackoff: true,
          retryDelayMax: defaults.retryDelayMax,
          expireInSeconds: definition.expireInSeconds ?? defaults.expireInSeconds,
          deleteAfterSeconds: definition.deleteAfterSeconds ?? 7 * 24 * 3600,
          notify: true,
        };
        if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
        else
          await boss.createQueue(definition.name, queue).catch(async (err) => {
            // Another process created it between our check and our insert.
            if (!(await boss.getQueue(definition.name))) throw err;
          });
      }
      if (!options.work) return;
      for (const definition of definitions) {
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: "UTC" });
        await boss.work(
          definition.name,
          { localConcurrency: options.concurrency ?? 2, pollingIntervalSeconds: 5 },
          async ([job]) => {
            if (job) await run(definition, job);
          },
        );
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    async sendInTransaction(tx, definition, data, extra) {
      assertKnown(definition);
      await boss.send(definition.name, data, {
        ...sendOptions(extra),
        db: fromDrizzle(tx as never, sql as never),
      });
    },
    async send(definition, data, extra) {
      assertKnown(definition);
      await boss.send(definition.name, data, sendOptions(extra));
    },
    async runDue() {
      let ran = 0;
      for (let round = 0; round < 20; round += 1) {
        let found = 0;
        for (const definition of definitions) {
          const jobs = await boss.fetch(definition.name, { batchSize: 50 });
          for (const job of jobs) {
            found += 1;
            try {
              await run(definition, job);
              await boss.complete(definition.name, job.id);
            } catch (err) {
              await boss.fail(definition.name, job.id, { message: (err as Error).message });
            }
          }
        }
        ran += found;
        if (found === 0) break;
      }
      return ran;
    },
    async findJobs(name, state) {
      const jobs = await boss.findJobs(name);
      return state ? jobs.filter((job) => job.state === state) : jobs;
    },
    async queueStats(options = {}) {
      const queues = await boss.getQueues(options.everyQueue ? undefined : definitions.map((d) => d.name));
      return Promise.all(
        queues.map(async (queue) => {
          const failed = (await boss.findJobs(queue.name)).filter((job) => job.state === "failed").length;
          return {
            name: queue.name,
            queued: queue.queuedCount,
            active: queue.activeCount,
            failed,
            total: queue.totalCount,
          };
        }),
      );
    },
  };
}
