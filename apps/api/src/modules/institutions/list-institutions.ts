import type { InstitutionListPage, InstitutionListQuery } from "@keen/contracts";
import { type Database, institutions, userInstitutions } from "@keen/db";
import { asc, count, ilike, inArray, or } from "drizzle-orm";
import { presentInstitutionListItem } from "./institutions.presenter";

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `GET /Institution`: institutions by name, paginated, filtered by name or short name. */
export async function listInstitutions(
  db: Database,
  query: InstitutionListQuery,
): Promise<InstitutionListPage> {
  const where = query.q
    ? or(ilike(institutions.name, likePattern(query.q)), ilike(institutions.shortName, likePattern(query.q)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(institutions)
      .where(where)
      .orderBy(asc(institutions.name))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(institutions).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const memberCounts = ids.length
    ? await db
        .select({ id: userInstitutions.institutionId, members: count() })
        .from(userInstitutions)
        .where(inArray(userInstitutions.institutionId, ids))
        .groupBy(userInstitutions.institutionId)
    : [];
  const membersOf = new Map(memberCounts.map((row) => [row.id, row.members]));
  return {
    items: rows.map((row) => presentInstitutionListItem(row, membersOf.get(row.id) ?? 0)),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
