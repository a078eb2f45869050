import { createHash } from "node:crypto";
import { createDb, type Database } from "@keen/db";

/**
 * Below this trigram word similarity a typo-tolerant match of one word (members, institutions)
 * does not count. Lower than pg_trgm's default 0.6 so one wrong or missing letter in a short word
 * ("statcs", "rigd") still matches; the `%>` operator (and its GIN index) read it from the setting.
 */
export const FUZZY_THRESHOLD = 0.5;

/**
 * The planner settings of the search service's connections (sent as each opens, so no statement
 * pays a transaction to set them). Every search reads a bounded number of rows through an index
 * (card_versions_live_*_idx, the vocabulary's trigram index, members' GIN indexes):
 * - No sequential scans. PostgreSQL's `@@` and trigram operators are costed as cheap as `=`, so
 *   for a common word it plans a scan of the table "until 1,000 match", which reads every
 *   non-matching and superseded version on the way (0.1–0.4 s at 100k cards, issue 12) where the
 *   GIN index hands over exactly the matches.
 * - No JIT: these statements run in milliseconds; compiling them costs more (10–50 ms).
 * - No parallel workers: starting them costs more than the bounded scans save.
 * - The typo threshold of member and institution names (FUZZY_THRESHOLD).
 */
export const SEARCH_DB_SETTINGS = {
  enable_seqscan: "off",
  jit: "off",
  max_parallel_workers_per_gather: "0",
  "pg_trgm.word_similarity_threshold": String(FUZZY_THRESHOLD),
} as const;

const searchPools = new WeakSet<Database["$client"]>();

/** The search service's connection pool. */
export function createSearchDb(
  databaseUrl: string,
  options: { max?: number; connectionTimeoutMs?: number } = {},
): Database {
  const db = createDb(databaseUrl, { ...options, settings: SEARCH_DB_SETTINGS });
  searchPools.add(db.$client);
  return db;
}

/** True for a pool made by createSearchDb: its connections carry SEARCH_DB_SETTINGS already. */
export function hasSearchSettings(db: Database): boolean {
  return searchPools.has(db.$client);
}

/**
 * Runs a built select (or a statement's text and values) as a named statement, named by a hash of
 * its text, so each connection plans that text once (texts differ only by the number of query
 * words; the words are parameters), and returns its rows keyed by `keys`, the selection's keys in
 * order. For statements whose plan does not depend on the values (index lookups of a few rows); a
 * pooler in front must keep prepared statements (README).
 */
export async function runNamed<Row extends Record<string, unknown>>(
  db: Database,
  query: { toSQL(): { sql: string; params: unknown[] } },
  keys: readonly (keyof Row & string)[],
): Promise<Row[]> {
  const { sql: text, params } = query.toSQL();
  const name = `keen_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
  const result = await db.$client.query<unknown[]>({ name, text, values: params, rowMode: "array" });
  return result.rows.map((values) => Object.fromEntries(keys.map((key, i) => [key, values[i]])) as Row);
}

/** A statement's text and values in the shape runNamed takes. */
export const statement = (sql: string, params: unknown[]) => ({ toSQL: () => ({ sql, params }) });
