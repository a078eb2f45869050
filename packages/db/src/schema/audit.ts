import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The admin audit log (decision 0041): one row per admin action, written in the action's own
 * transaction. The actor and target labels are copied so an entry still reads after a deletion.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    targetLabel: text("target_label").notNull(),
    reason: text("reason"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt, t.id),
    index("admin_audit_log_action_idx").on(t.action, t.createdAt),
    index("admin_audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("admin_audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);
