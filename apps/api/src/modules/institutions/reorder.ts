import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { validation } from "../../lib/errors";
import type { Executor } from "./load-institution";

/**
 * Refuses (400 on `ids`) a new order that is not a permutation of the current list: an id
 * missing, one not in the list, or one given twice.
 */
export function assertPermutation(current: readonly string[], ids: readonly string[], what: string): void {
  const known = new Set(current);
  const seen = new Set<string>();
  for (const id of ids) {
    if (!known.has(id)) throw validation("ids", `${id} is not one of the ${what}`);
    if (seen.has(id)) throw validation("ids", `lists ${id} more than once`);
    seen.add(id);
  }
  if (seen.size !== known.size) {
    throw validation(
      "ids",
      `must list each of the ${known.size} ${what} exactly once (${known.size - seen.size} missing)`,
    );
  }
}

/** Writes positions 0, 1, 2… in the order of `ids`, in one statement. */
export async function writePositions(
  db: Executor,
  target: { table: PgTable; institutionId: AnyPgColumn; item: AnyPgColumn; position: AnyPgColumn },
  institutionId: string,
  ids: readonly string[],
  offset = 0,
): Promise<void> {
  if (ids.length === 0) return;
  const values: SQL = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    update ${target.table} set ${sql.identifier(target.position.name)} = o.ord - 1 + ${offset}
    from unnest(array[${values}]) with ordinality as o(id, ord)
    where ${target.institutionId} = ${institutionId} and ${target.item} = o.id`);
}

/** The next free position at the end of a list. */
export async function nextPosition(
  db: Executor,
  target: { table: PgTable; institutionId: AnyPgColumn; position: AnyPgColumn },
  institutionId: string,
): Promise<number> {
  const result = await db.execute<{ next: number }>(
    sql`select coalesce(max(${target.position}) + 1, 0)::int as next from ${target.table} where ${target.institutionId} = ${institutionId}`,
  );
  return Number(result.rows[0]?.next ?? 0);
}
