import type { Database } from "@keen/db";

type Query = (...args: unknown[]) => unknown;
const counted = Symbol("counted");

/**
 * Records every SQL statement the API sends through the test database's pool (including
 * `begin`/`commit` of transactions), so tests can assert how many statements a request costs
 * (issue 12: card and member reads in a few statements). Each pooled client is wrapped once, when
 * it is first checked out; `reset()` before the request, then read `statements`.
 */
export function countStatements(db: Database) {
  const statements: string[] = [];
  db.$client.on("acquire", (client) => {
    const target = client as unknown as { query: Query; [counted]?: true };
    if (target[counted]) return;
    target[counted] = true;
    const query = target.query.bind(client) as Query;
    target.query = (...args: unknown[]) => {
      const [first] = args;
      const text = typeof first === "string" ? first : (first as { text?: string } | null)?.text;
      statements.push(text ?? String(first));
      return query(...args);
    };
  });
  return {
    statements,
    reset() {
      statements.length = 0;
    },
  };
}
