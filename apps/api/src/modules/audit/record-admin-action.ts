import type { AuditAction, AuditTargetType } from "@keen/contracts";
import { adminAuditLog, type Executor, users } from "@keen/db";
import { eq, sql } from "drizzle-orm";

/** One admin action as the audit log keeps it: who, what, to whom, why and any particulars. */
export type AdminActionRecord = {
  actorId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  /** How the target reads to a person (a member's name, a page's slug, a job's queue). */
  targetLabel: string;
  reason?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Writes an admin action to the audit log. Call it with the action's own transaction, so the entry
 * exists exactly when the action committed. The actor's name is copied (an entry outlives them).
 */
export async function recordAdminAction(tx: Executor, record: AdminActionRecord): Promise<void> {
  const actorName = tx
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, record.actorId));
  await tx.insert(adminAuditLog).values({
    actorId: record.actorId,
    actorLabel: sql`coalesce((${actorName}), 'Unknown admin')`,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    targetLabel: record.targetLabel,
    reason: record.reason ?? null,
    details: record.details ?? {},
  });
}
