import { type Executor, users } from "@keen/db";
import { and, eq, ne, sql } from "drizzle-orm";
import { conflict, notFound } from "../../lib/errors";
import { type AdminMemberRow, adminMemberColumns, isSuspendedNow } from "./member-admin-query";

/** The member row for an admin action, locked until the transaction ends; 404 when unknown. */
export async function lockMember(tx: Executor, id: string): Promise<AdminMemberRow> {
  const [row] = await tx
    .select(adminMemberColumns)
    .from(users)
    .where(eq(users.id, id))
    .for("update", { of: users });
  if (!row) throw notFound("Member");
  return row;
}

/**
 * Locks every admin row (in id order, so two such transactions cannot deadlock), then the member's:
 * two admins demoting or suspending each other at the same moment run one after the other, and the
 * second sees the first's change when it counts the admins that remain.
 */
export async function lockAdminsThenMember(tx: Executor, id: string): Promise<AdminMemberRow> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(users.id)
    .for("update");
  return lockMember(tx, id);
}

/** 409 unless an active admin other than `memberId` remains (call after `lockAdminsThenMember`). */
export async function assertAnotherAdminRemains(tx: Executor, memberId: string): Promise<void> {
  const [other] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.id, memberId), sql`not ${isSuspendedNow}`));
  if (!other || other.n === 0)
    throw conflict("This member is the last admin; make someone else an admin first");
}

/** The member's full name as an audit entry and an e-mail show it. */
export function memberLabel(row: Pick<AdminMemberRow, "firstName" | "lastName" | "email">): string {
  return `${row.firstName} ${row.lastName}`.trim() || row.email;
}
