import type { Report, ReportCreateInput } from "@keen/contracts";
import { contentReports, type Database, moderationItems } from "@keen/db";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { conflict } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { loadReportTarget } from "./report-target";
import { reportsPolicy } from "./reports.policy";
import { presentReport } from "./reports.presenter";

/** Reports from this many distinct members hide the content until an admin decides. */
export const HIDE_AFTER_REPORTS = 3;

/**
 * `POST /Report`: a member reports something someone else wrote. The first open report of a thing
 * opens its moderation item with the content as it reads now (kept if edited later); a second
 * report by the same member while it is open is a 409. The third reporter hides it.
 */
export async function createReport(
  db: Database,
  actor: SignedInActor,
  input: ReportCreateInput,
): Promise<Report> {
  return db.transaction(async (tx) => {
    const target = await loadReportTarget(tx, input.targetType, input.targetId, actor.userId);
    reportsPolicy.authorize(actor, "report", target);
    // One open item per thing: a concurrent first report meets the unique index and reuses it.
    await tx
      .insert(moderationItems)
      .values({
        targetType: input.targetType,
        targetId: input.targetId,
        authorId: target.authorId,
        snapshotTitle: target.title,
        snapshotText: target.text,
        link: target.link,
      })
      .onConflictDoNothing();
    const [item] = await tx
      .select({ id: moderationItems.id })
      .from(moderationItems)
      .where(
        and(
          eq(moderationItems.targetType, input.targetType),
          eq(moderationItems.targetId, input.targetId),
          isNull(moderationItems.decidedAt),
        ),
      )
      .for("update");
    if (!item) throw conflict("This item was just decided; report it again");
    const [report] = await tx
      .insert(contentReports)
      .values({ itemId: item.id, reporterId: actor.userId, reason: input.reason, note: input.note })
      .onConflictDoNothing()
      .returning();
    if (!report) throw conflict("You have already reported this");
    const [reports] = await tx
      .select({ n: count() })
      .from(contentReports)
      .where(eq(contentReports.itemId, item.id));
    if ((reports?.n ?? 0) >= HIDE_AFTER_REPORTS) {
      await tx
        .update(moderationItems)
        .set({ hiddenAt: sql`coalesce(${moderationItems.hiddenAt}, now())` })
        .where(eq(moderationItems.id, item.id));
    }
    return presentReport(report, input.targetType, input.targetId);
  });
}
