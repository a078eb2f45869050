import type { AuditAction, AuditEntry, AuditTargetType } from "@keen/contracts";
import type { adminAuditLog } from "@keen/db";

/** An audit-log row as admins read it. */
export function presentAuditEntry(row: typeof adminAuditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { id: row.actorId, name: row.actorLabel },
    action: row.action as AuditAction,
    target: { type: row.targetType as AuditTargetType, id: row.targetId, label: row.targetLabel },
    reason: row.reason,
    details: row.details,
  };
}
