import type { AdminMemberList, AdminMemberListQuery, AdminMemberSort } from "@keen/contracts";
import { type Executor, users } from "@keen/db";
import { and, eq, gte, lt, not, type SQL, sql } from "drizzle-orm";
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetKeyType } from "../../lib/keyset-cursor";
import type { SignedInActor } from "../../lib/policy";
import { presentAdminMember } from "./member-admin.presenter";
import { type AdminMemberRow, adminMemberColumns, isSuspendedNow, memberMatches } from "./member-admin-query";

type SortSpec = {
  /** The sort keys (the last is the id), each with its SQL type for the cursor's comparison. */
  keys: { expr: SQL; type: KeysetKeyType; of: (row: AdminMemberRow) => string }[];
  direction: "asc" | "desc";
};

const byId = { expr: sql`${users.id}`, type: "uuid" as const, of: (row: AdminMemberRow) => row.id };
const joined = {
  expr: sql`${users.createdAt}`,
  type: "timestamptz" as const,
  of: (row: AdminMemberRow) => row.createdAt.toISOString(),
};

const sorts: Record<AdminMemberSort, SortSpec> = {
  joined_desc: { keys: [joined, byId], direction: "desc" },
  joined_asc: { keys: [joined, byId], direction: "asc" },
  name: {
    keys: [
      { expr: sql`lower(${users.lastName})`, type: "text", of: (row) => row.lastName.toLowerCase() },
      { expr: sql`lower(${users.firstName})`, type: "text", of: (row) => row.firstName.toLowerCase() },
      byId,
    ],
    direction: "asc",
  },
  // Never seen sorts last: as the earliest possible moment.
  last_seen: {
    keys: [
      {
        expr: sql`coalesce(${users.lastSeenAt}, '-infinity'::timestamptz)`,
        type: "timestamptz",
        of: (row) => row.lastSeenAt?.toISOString() ?? "-infinity",
      },
      byId,
    ],
    direction: "desc",
  },
};

/**
 * `GET /Admin/Members`: members matching the search and filters, in the chosen order, one page
 * after `cursor` (keyset on the sort keys and the id).
 */
export async function listAdminMembers(
  db: Executor,
  actor: SignedInActor,
  query: AdminMemberListQuery,
): Promise<AdminMemberList> {
  const sort = sorts[query.sort];
  const filters: (SQL | undefined)[] = [
    query.q ? memberMatches(query.q) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.status === "suspended" ? isSuspendedNow : undefined,
    query.status === "active" ? not(isSuspendedNow) : undefined,
    query.joinedFrom ? gte(users.createdAt, sql`${query.joinedFrom}::date`) : undefined,
    query.joinedTo ? lt(users.createdAt, sql`${query.joinedTo}::date + 1`) : undefined,
  ];
  if (query.cursor) {
    const values = decodeKeysetCursor(
      query.cursor,
      `members:${query.sort}`,
      sort.keys.map((key) => key.type),
    );
    const left = sql.join(
      sort.keys.map((key) => key.expr),
      sql`, `,
    );
    const right = sql.join(
      sort.keys.map((key, i) => sql`${values[i]}::${sql.raw(key.type)}`),
      sql`, `,
    );
    filters.push(sort.direction === "asc" ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`);
  }
  const order = sort.keys.map((key) =>
    sort.direction === "asc" ? sql`${key.expr} asc` : sql`${key.expr} desc`,
  );
  const rows: AdminMemberRow[] = await db
    .select(adminMemberColumns)
    .from(users)
    .where(and(...filters))
    .orderBy(...order)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentAdminMember(actor, row)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeKeysetCursor(
            `members:${query.sort}`,
            sort.keys.map((key) => key.of(last)),
          )
        : null,
  };
}
