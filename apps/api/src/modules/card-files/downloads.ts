import type { FilesDownloads } from "@keen/contracts";
import { cardFileLinks, cardFiles, type Database, fileDownloads } from "@keen/db";
import { and, count, desc, eq, exists, sql } from "drizzle-orm";

/** Counts one download of each file (single download or inside a ZIP). */
export async function recordDownloads(
  db: Database,
  files: { id: string; cardId: string }[],
  userId: string | null,
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insert(fileDownloads)
    .values(files.map((file) => ({ fileId: file.id, cardId: file.cardId, userId })));
}

/**
 * `GET /CardAnalytics/{cardId}/FilesDownloads`: every attachment of the card (in the draft or
 * any version) with its download count, most downloaded first; named as in the draft if there,
 * else as last published.
 */
export async function countFileDownloads(db: Database, cardId: string): Promise<FilesDownloads> {
  const downloads = count(fileDownloads.id);
  const rows = await db
    .select({
      fileId: cardFiles.id,
      name: sql<string>`coalesce((select l.name from ${cardFileLinks} l where l.file_id = ${cardFiles.id}
        order by l.version_id is not null, l.created_at desc limit 1), ${cardFiles.name})`,
      downloads,
    })
    .from(cardFiles)
    .leftJoin(fileDownloads, eq(fileDownloads.fileId, cardFiles.id))
    .where(
      and(
        eq(cardFiles.cardId, cardId),
        eq(cardFiles.kind, "attachment"),
        exists(db.select().from(cardFileLinks).where(eq(cardFileLinks.fileId, cardFiles.id))),
      ),
    )
    .groupBy(cardFiles.id)
    .orderBy(desc(downloads), cardFiles.name);
  return rows.map((row) => ({ ...row, downloads: Number(row.downloads) }));
}
