import { z } from "zod";
import { cursorQuery, dayFilter, limitQuery } from "../paging";

const dateTime = z.iso.datetime({ offset: true });
const day = dayFilter;

/** What the audit log records (decision 0041): every admin action, by a stable name. */
export const auditActions = [
  "member.role_changed",
  "member.suspended",
  "member.reactivated",
  "member.new_member_limits_lifted",
  "institution_proposal.approved",
  "institution_proposal.merged",
  "institution_proposal.rejected",
  "cms_page.published",
  "comment.removed",
  "job.retried",
  "job.deleted",
  "report.dismissed",
  "report.hidden",
  "report.removed",
  "report.warned",
  "report.suspended",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an admin action was done to. */
export const auditTargetTypes = [
  "member",
  "institution_proposal",
  "cms_page",
  "comment",
  "job",
  "moderation_item",
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** `GET /Admin/AuditLog`: newest first, filtered by action, actor, target and days (UTC, inclusive). */
export const AuditLogQuerySchema = z.object({
  action: z.enum(auditActions).optional(),
  actorId: z.uuid({ message: "must be a member id (UUID)" }).optional(),
  targetType: z.enum(auditTargetTypes).optional(),
  targetId: z.string().max(200, "must be at most 200 characters").optional(),
  from: day.optional(),
  to: day.optional(),
  ...limitQuery(100, 50),
  ...cursorQuery,
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

/** One audit entry: who did what to whom, when and why. */
export const AuditEntrySchema = z.object({
  id: z.uuid(),
  at: dateTime,
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  action: z.enum(auditActions),
  target: z.object({ type: z.enum(auditTargetTypes), id: z.string().nullable(), label: z.string() }),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** A page of the audit log. */
export const AuditLogSchema = z.object({
  items: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;
