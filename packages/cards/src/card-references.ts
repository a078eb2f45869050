import type { CardType, LookupItem } from "@keen/contracts";
import type { Executor } from "@keen/db";
import { cardFiles, cardTypes, disciplines } from "@keen/db";
import { and, asc, eq, inArray } from "drizzle-orm";

/** Card types by id (a handful of rows). */
export async function loadCardTypes(db: Executor): Promise<Map<string, CardType>> {
  const rows = await db
    .select({ id: cardTypes.id, name: cardTypes.name })
    .from(cardTypes)
    .orderBy(asc(cardTypes.position), asc(cardTypes.name));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Disciplines by id, for the ids given. */
export async function loadDisciplines(db: Executor, ids: string[]): Promise<Map<string, LookupItem>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: disciplines.id, name: disciplines.name })
    .from(disciplines)
    .where(inArray(disciplines.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Signed URLs of cover images (`coverImageId` is a card image), keyed by card id. An id that is
 * not an image of that same card gives no URL, so nobody gets a URL to another card's file.
 */
export async function loadCoverImageUrls(
  db: Executor,
  covers: { cardId: string; coverImageId: string | null }[],
  /** The API's signed file URL of a blob (`BlobUrl`). */
  blobUrl: (blobId: string) => string,
): Promise<Map<string, string>> {
  const wanted = covers.filter((cover) => cover.coverImageId);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: cardFiles.id,
      cardId: cardFiles.cardId,
      blobId: cardFiles.blobId,
      previewBlobId: cardFiles.previewBlobId,
    })
    .from(cardFiles)
    .where(
      and(
        inArray(
          cardFiles.id,
          wanted.map((cover) => cover.coverImageId!),
        ),
        eq(cardFiles.kind, "image"),
      ),
    );
  const urls = new Map<string, string>();
  for (const cover of wanted) {
    const file = rows.find((row) => row.id === cover.coverImageId && row.cardId === cover.cardId);
    if (file) urls.set(cover.cardId, blobUrl(file.previewBlobId ?? file.blobId));
  }
  return urls;
}
