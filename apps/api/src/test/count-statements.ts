import type { Database } from "@keen/db";

type Query = (...args: unknown[]) => unknown;
const counted = Symbol("counted");

/** One statement as a pg client received it. */
export type RecordedQuery = { text: string; values: unknown[]; rowMode?: "array"; name?: string };

/**
 * Records every SQL statement the API sends through the test database's pool (including
 * `begin`/`commit` of transactions), so tests can assert how many statements a request costs
 * (issue 12: card and member reads in a few statements). Each pooled client is wrapped once, when
 * it is first checked out; `reset()` before the request, then read `statements`.
 */
export function countStatements(db: Database) {
  const statements: string[] = [];
  /** The statements as sent (text, parameters, row mode, prepared name), to replay them (bench/api-vs-bare.ts). */
  const queries: RecordedQuery[] = [];
  db.$client.on("acquire", (client) => {
    const target = client as unknown as { query: Query; [counted]?: true };
    if (target[counted]) return;
    target[counted] = true;
    const query = target.query.bind(client) as Query;
    target.query = (...args: unknown[]) => {
      const [first, second] = args;
      const config = typeof first === "string" ? { text: first } : (first as Partial<RecordedQuery> | null);
      const text = config?.text ?? String(first);
      statements.push(text);
      queries.push({
        text,
        values: Array.isArray(second) ? second : (config?.values ?? []),
        ...(config?.rowMode ? { rowMode: config.rowMode } : {}),
        ...(config?.name ? { name: config.name } : {}),
      });
      return query(...args);
    };
  });
  return {
    statements,
    queries,
    reset() {
      statements.length = 0;
      queries.length = 0;
    },
  };
}
