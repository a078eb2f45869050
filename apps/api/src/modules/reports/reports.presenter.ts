import type { ModerationItem, Report, ReportReason, ReportTargetType } from "@keen/contracts";
import type { contentReports, moderationItems } from "@keen/db";

type ReportRow = typeof contentReports.$inferSelect;

/** A report as its reporter sees it. */
export function presentReport(row: ReportRow, targetType: ReportTargetType, targetId: string): Report {
  return {
    id: row.id,
    targetType,
    targetId,
    reason: row.reason as ReportReason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An item row with its author's name, and its reports with their reporters' names. */
export type ModerationItemRow = typeof moderationItems.$inferSelect & { authorName: string | null };
export type QueueReportRow = ReportRow & { reporterName: string };

/** One open item of the queue (admins only: reporters are named here and nowhere else). */
export function presentModerationItem(item: ModerationItemRow, reports: QueueReportRow[]): ModerationItem {
  return {
    id: item.id,
    targetType: item.targetType as ReportTargetType,
    targetId: item.targetId,
    author: item.authorId ? { id: item.authorId, name: item.authorName || "A member" } : null,
    snapshot: { title: item.snapshotTitle, text: item.snapshotText },
    link: item.link,
    isHidden: item.hiddenAt !== null,
    createdAt: item.createdAt.toISOString(),
    reports: reports.map((report) => ({
      id: report.id,
      reporter: { id: report.reporterId, name: report.reporterName || "A member" },
      reason: report.reason as ReportReason,
      note: report.note,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}
