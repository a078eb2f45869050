import type { AuditAction, AuditTargetType } from "@keen/contracts";

/** Each audit action as the log reads it. */
export const actionLabels: Record<AuditAction, string> = {
  "member.role_changed": "Changed role",
  "member.suspended": "Suspended member",
  "member.reactivated": "Reactivated member",
  "member.new_member_limits_lifted": "Lifted new member limits",
  "institution_proposal.approved": "Approved institution",
  "institution_proposal.merged": "Merged institution proposal",
  "institution_proposal.rejected": "Rejected institution proposal",
  "cms_page.published": "Published CMS page",
  "comment.removed": "Removed comment",
  "job.retried": "Retried job",
  "job.deleted": "Deleted job",
  "report.dismissed": "Dismissed reports",
  "report.hidden": "Hid reported content",
  "report.removed": "Removed reported content",
  "report.warned": "Warned author",
  "report.suspended": "Suspended author (reports)",
};

/** Each kind of target, for the filter. */
export const targetLabels: Record<AuditTargetType, string> = {
  member: "Member",
  institution_proposal: "Institution proposal",
  cms_page: "CMS page",
  comment: "Comment",
  job: "Job",
  moderation_item: "Reported item",
};

/** A line of particulars from an entry's details (a role change's from → to, a suspension's end). */
export function describeDetails(action: AuditAction, details: Record<string, unknown>): string | null {
  if (
    action === "member.role_changed" &&
    typeof details.from === "string" &&
    typeof details.to === "string"
  ) {
    return `${details.from} → ${details.to}`;
  }
  if (action === "member.suspended") {
    return typeof details.until === "string"
      ? `until ${new Date(details.until).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}`
      : "until reactivated";
  }
  return null;
}
