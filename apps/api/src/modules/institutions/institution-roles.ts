import type { InstitutionRole } from "@keen/contracts";
import { type Database, institutions } from "@keen/db";
import { asc, eq, sql } from "drizzle-orm";
import { listTable, peopleListNames, peopleLists } from "./people-lists";

/**
 * A member's institution roles (fellow, KEEN leader, rising star), for the badges on their
 * profile: ordered by institution name, then leader, fellow, rising star.
 */
export async function findInstitutionRolesForUser(db: Database, userId: string): Promise<InstitutionRole[]> {
  const rank = { keenLeader: 0, fellow: 1, risingStar: 2 } as const;
  const perList = await Promise.all(
    peopleListNames.map(async (name) => {
      const table = listTable(name);
      const rows = await db
        .select({ institutionId: institutions.id, institutionName: sql<string>`${institutions.name}::text` })
        .from(table)
        .innerJoin(institutions, eq(institutions.id, table.institutionId))
        .where(eq(table.userId, userId))
        .orderBy(asc(institutions.name));
      return rows.map((row) => ({ ...row, role: peopleLists[name].role }));
    }),
  );
  return perList
    .flat()
    .sort(
      (a, b) =>
        a.institutionName.localeCompare(b.institutionName, "en", { sensitivity: "base" }) ||
        rank[a.role] - rank[b.role],
    );
}
