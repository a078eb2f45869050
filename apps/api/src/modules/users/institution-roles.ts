import type { InstitutionRole, InstitutionRoleKind } from "@keen/contracts";
import {
  type Database,
  institutionFellows,
  institutionKeenLeaders,
  institutionRisingStars,
  institutions,
} from "@keen/db";
import { eq, inArray, type SQL, sql } from "drizzle-orm";

const roleTables = [
  ["keenLeader", institutionKeenLeaders],
  ["fellow", institutionFellows],
  ["risingStar", institutionRisingStars],
] as const satisfies readonly (readonly [InstitutionRoleKind, unknown])[];

/**
 * The fellow, KEEN leader and rising-star roles of members (set by admins on institution pages),
 * by member id; each member's roles ordered by institution name, then KEEN leader, fellow, rising
 * star (as on the institution pages).
 */
export async function loadInstitutionRoles(
  db: Database,
  userIds: string[],
): Promise<Map<string, InstitutionRole[]>> {
  const byUser = new Map<string, InstitutionRole[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const lists = await Promise.all(
    roleTables.map(async ([role, table]) => {
      const rows = await db
        .select({ userId: table.userId, institutionId: institutions.id, institutionName: institutions.name })
        .from(table)
        .innerJoin(institutions, eq(institutions.id, table.institutionId))
        .where(inArray(table.userId, userIds));
      return rows.map((row) => ({ ...row, role }));
    }),
  );
  for (const { userId, ...role } of sortInstitutionRoles(lists.flat())) byUser.get(userId)?.push(role);
  return byUser;
}

const rank = (role: InstitutionRoleKind) => roleTables.findIndex(([kind]) => kind === role);

/** Roles ordered by institution name, then KEEN leader, fellow, rising star. */
export function sortInstitutionRoles<T extends InstitutionRole>(roles: T[]): T[] {
  return roles.sort(
    (a, b) =>
      a.institutionName.localeCompare(b.institutionName, "en", { sensitivity: "base" }) ||
      rank(a.role) - rank(b.role),
  );
}

/**
 * The institution roles of the member `userId` (a SQL expression) as one JSON array, for
 * single-statement member reads; order them with `sortInstitutionRoles`.
 */
export function institutionRolesJson(userId: SQL): SQL<InstitutionRole[]> {
  const parts = roleTables.map(
    ([
      role,
      table,
    ]) => sql`select ${role}::text as role, i.id as "institutionId", i.name::text as "institutionName"
      from ${table} r join ${institutions} i on i.id = r.institution_id where r.user_id = ${userId}`,
  );
  return sql<
    InstitutionRole[]
  >`coalesce((select json_agg(x) from (${sql.join(parts, sql` union all `)}) x), '[]')`;
}
