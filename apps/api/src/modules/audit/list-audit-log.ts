import type { AuditLog, AuditLogQuery } from "@keen/contracts";
import { adminAuditLog, type Executor } from "@keen/db";
import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { decodeKeysetCursor, encodeKeysetCursor } from "../../lib/keyset-cursor";
import { presentAuditEntry } from "./audit.presenter";

/** A page of the audit log, newest first, with the query's filters; keyset-paged by (time, id). */
export async function listAuditLog(db: Executor, query: AuditLogQuery): Promise<AuditLog> {
  const filters: (SQL | undefined)[] = [
    query.action ? eq(adminAuditLog.action, query.action) : undefined,
    query.actorId ? eq(adminAuditLog.actorId, query.actorId) : undefined,
    query.targetType ? eq(adminAuditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(adminAuditLog.targetId, query.targetId) : undefined,
    query.from ? gte(adminAuditLog.createdAt, sql`${query.from}::date`) : undefined,
    query.to ? lt(adminAuditLog.createdAt, sql`${query.to}::date + 1`) : undefined,
  ];
  if (query.cursor) {
    const [at, id] = decodeKeysetCursor(query.cursor, "audit", ["timestamptz", "uuid"]);
    filters.push(sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(and(...filters))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentAuditEntry),
    nextCursor:
      rows.length > query.limit && last
        ? encodeKeysetCursor("audit", [last.createdAt.toISOString(), last.id])
        : null,
  };
}
