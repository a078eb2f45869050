import type { Executor } from "@keen/db";
import { institutions } from "@keen/db";
import { eq } from "drizzle-orm";
import { notFound } from "../../lib/errors";

export type { Executor };

/** An institution row as stored. */
export type InstitutionRow = typeof institutions.$inferSelect;

/**
 * The institution with this id, or 404. `forUpdate` locks the row until the transaction ends,
 * which serialises concurrent changes to its ordered lists.
 */
export async function loadInstitution(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<InstitutionRow> {
  const query = db.select().from(institutions).where(eq(institutions.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Institution");
  return row;
}
