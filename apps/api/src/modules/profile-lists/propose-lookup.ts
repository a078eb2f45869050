import type { LookupItem } from "@keen/contracts";
import { type Database, disciplines, interests } from "@keen/db";
import { sql } from "drizzle-orm";

/** Lookup lists members may add to. */
export type ProposableKind = "Discipline" | "Interest";

const tables = { Discipline: disciplines, Interest: interests };

/**
 * Adds a discipline or interest a member proposes, unless one with the same name ignoring case,
 * accents and spacing exists ("Électrical  engineering" = "electrical Engineering"): then that
 * one is returned with `isCreated: false`. The database's folded-name unique index
 * (`keen_fold_name`) makes this safe under concurrent proposals. New values are approved at once.
 */
export async function proposeLookup(
  db: Database,
  kind: ProposableKind,
  name: string,
): Promise<{ item: LookupItem; isCreated: boolean }> {
  const table = tables[kind];
  const findTwin = async () => {
    const [twin] = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(sql`public.keen_fold_name(${table.name}::text) = public.keen_fold_name(${name})`);
    return twin;
  };
  const twin = await findTwin();
  if (twin) return { item: twin, isCreated: false };
  const [created] = await db
    .insert(table)
    .values({ name, isApproved: true })
    .onConflictDoNothing()
    .returning({ id: table.id, name: table.name });
  if (created) return { item: created, isCreated: true };
  // Someone proposed the same name between our lookup and the insert.
  const raced = await findTwin();
  if (!raced) throw new Error(`${kind} insert conflicted but no twin of "${name}" exists`);
  return { item: raced, isCreated: false };
}
