import type { ModerationQueue, ModerationQueueQuery } from "@keen/contracts";
import { contentReports, type Executor, moderationItems, users } from "@keen/db";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { decodeKeysetCursor, encodeKeysetCursor } from "../../lib/keyset-cursor";
import { presentModerationItem, type QueueReportRow } from "./reports.presenter";

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** `GET /Admin/Reports`: open items, oldest first (keyset by time and id), each with its reports. */
export async function listModerationQueue(
  db: Executor,
  query: ModerationQueueQuery,
): Promise<ModerationQueue> {
  const filters: (SQL | undefined)[] = [isNull(moderationItems.decidedAt)];
  if (query.cursor) {
    const [at, id] = decodeKeysetCursor(query.cursor, "reports", ["timestamptz", "uuid"]);
    filters.push(
      sql`(${moderationItems.createdAt}, ${moderationItems.id}) > (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select({ item: moderationItems, authorName: fullName })
    .from(moderationItems)
    .leftJoin(users, eq(users.id, moderationItems.authorId))
    .where(and(...filters))
    .orderBy(asc(moderationItems.createdAt), asc(moderationItems.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const reports = page.length
    ? await db
        .select({ report: contentReports, reporterName: fullName })
        .from(contentReports)
        .innerJoin(users, eq(users.id, contentReports.reporterId))
        .where(
          inArray(
            contentReports.itemId,
            page.map((row) => row.item.id),
          ),
        )
        .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
    : [];
  const byItem = new Map<string, QueueReportRow[]>();
  for (const { report, reporterName } of reports) {
    byItem.set(report.itemId, [...(byItem.get(report.itemId) ?? []), { ...report, reporterName }]);
  }
  const last = page.at(-1)?.item;
  return {
    items: page.map((row) =>
      presentModerationItem({ ...row.item, authorName: row.authorName }, byItem.get(row.item.id) ?? []),
    ),
    nextCursor:
      rows.length > query.limit && last
        ? encodeKeysetCursor("reports", [last.createdAt.toISOString(), last.id])
        : null,
  };
}
