import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handed to `db.transaction` callbacks. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Where queries run: the pool or an open transaction. */
export type Executor = Database | Transaction;

export type DbOptions = {
  /** Connections in the pool (10). */
  max?: number;
  /**
   * Server settings for every connection of the pool, sent when it opens (the `options` startup
   * parameter: `-c name=value`), e.g. planner settings of one service.
   */
  settings?: Record<string, string>;
  /**
   * Longest wait for a connection, a new one or a free one of a busy pool (default: no limit,
   * which batch scripts queueing much work want). Services pass `serviceConnectionTimeoutMs`.
   */
  connectionTimeoutMs?: number;
};

/**
 * How long a service's request waits for a database connection before it is answered 503: a
 * database that does not answer (a network partition) must not hold requests forever.
 */
export const serviceConnectionTimeoutMs = 10_000;

/** Opens a pooled connection to PostgreSQL with the typed schema attached. */
export function createDb(databaseUrl: string, options: DbOptions = {}): Database {
  const settings = Object.entries(options.settings ?? {}).map(([name, value]) => `-c ${name}=${value}`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    ...(options.connectionTimeoutMs ? { connectionTimeoutMillis: options.connectionTimeoutMs } : {}),
    ...(settings.length > 0 ? { options: settings.join(" ") } : {}),
  });
  // An idle client that loses its server must not crash the process.
  pool.on("error", () => {});
  return drizzle(pool, { schema });
}

/** Returns true when the database answers a trivial query within the timeout. */
export async function pingDb(db: Database, timeoutMs = 2000): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
  const ping = db.$client
    .query("select 1")
    .then(() => true)
    .catch(() => false);
  return Promise.race([ping, timeout]);
}
