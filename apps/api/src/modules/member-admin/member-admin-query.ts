import type { UserRole } from "@keen/contracts";
import { users } from "@keen/db";
import { and, isNotNull, isNull, or, sql } from "drizzle-orm";

/** SQL: whether a suspension holds now (set, and without an end or with one still ahead). */
export const isSuspendedNow = sql<boolean>`(${and(
  isNotNull(users.suspendedAt),
  or(isNull(users.suspendedUntil), sql`${users.suspendedUntil} > now()`),
)})`;

/** The columns of a member row in the admin list (the presenter's input). */
export const adminMemberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  lastSeenAt: users.lastSeenAt,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
  newMemberLimitsLiftedAt: users.newMemberLimitsLiftedAt,
  isSuspended: isSuspendedNow,
  // Qualified by hand: drizzle leaves columns unqualified in a one-table select's SQL snippets.
  institution: sql<string | null>`(select i.name from user_institutions ui
    join institutions i on i.id = ui.institution_id
    where ui.user_id = users.id order by ui.position limit 1)`,
  cardCount: sql<number>`(select count(distinct ca.card_id)::int from card_authors ca
    join cards c on c.id = ca.card_id where ca.user_id = users.id and c.deleted_at is null)`,
};

/** A member row of the admin list. */
export type AdminMemberRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  createdAt: Date;
  lastSeenAt: Date | null;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
  newMemberLimitsLiftedAt: Date | null;
  isSuspended: boolean;
  institution: string | null;
  cardCount: number;
};

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether a member matches `q` by name, email or one of their institutions. */
export function memberMatches(q: string) {
  const pattern = likePattern(q);
  return sql`(${users.firstName} || ' ' || ${users.lastName} ilike ${pattern}
    or ${users.email}::text ilike ${pattern}
    or exists (select 1 from user_institutions ui join institutions i on i.id = ui.institution_id
      where ui.user_id = users.id and i.name ilike ${pattern}))`;
}
