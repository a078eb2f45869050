import { loadCoverImageUrls, ratingAverage } from "@keen/cards";
import type { CardLicense, CardPreview, CourseLevel } from "@keen/contracts";
import {
  cardAuthors,
  cardStats,
  cards,
  cardVersions,
  type Database,
  disciplines,
  publicCards,
  users,
} from "@keen/db";
import { and, eq, sql } from "drizzle-orm";
import type { BlobUrl } from "../../lib/file-url";

const attributes = sql`${cardVersions.content}->'attributes'`;

/** The authors' names in the card's order: a member's name (as `memberName` writes it) or the external name. */
const authorNames = sql<string[]>`coalesce((
  select array_agg(name order by position, created_at) from (
    select coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${cardAuthors.externalName}, 'Member') as name,
      ${cardAuthors.position} as position, ${cardAuthors.createdAt} as created_at
    from ${cardAuthors} left join ${users} on ${users.id} = ${cardAuthors.userId}
    where ${cardAuthors.cardId} = ${cards.id}) as author), '{}')`;

/** The names of the version's disciplines, in the card's order (unknown ids are left out). */
const disciplineNames = sql<string[]>`coalesce((
  select array_agg(${disciplines.name}::text order by chosen.position)
  from jsonb_array_elements_text(coalesce(${attributes}->'disciplineIds', '[]')) with ordinality as chosen(id, position)
  join ${disciplines} on ${disciplines.id}::text = chosen.id), '{}')`;

/**
 * What a link preview and a search engine see of a published card (`GET /Card/{id}/Preview`), in
 * one query (and one more for a cover's signed URL), or null for anything visitors may not see:
 * drafts, unpublished, deleted and unknown cards.
 */
export async function loadCardPreview(
  db: Database,
  cardId: string,
  blobUrl: BlobUrl,
): Promise<CardPreview | null> {
  const [row] = await db
    .select({
      title: cardVersions.title,
      summary: cardVersions.summary,
      coverImageId: sql<string | null>`${cardVersions.content}->>'coverImageId'`,
      versionNumber: cardVersions.number,
      publishedAt: cardVersions.publishedAt,
      firstPublishedAt: sql<Date>`coalesce(${cards.firstPublishedAt}, ${cardVersions.publishedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      license: sql<CardLicense | null>`${attributes}->>'license'`,
      courseLevel: sql<CourseLevel | null>`${attributes}->>'courseLevel'`,
      tags: sql<string[]>`coalesce(array(select jsonb_array_elements_text(${attributes}->'tags')), '{}')`,
      authors: authorNames,
      disciplines: disciplineNames,
      ratingCount: sql<number>`coalesce(${cardStats.ratingCount}, 0)::int`,
      ratingSum: sql<number>`coalesce(${cardStats.ratingSum}, 0)::int`,
    })
    .from(cards)
    .innerJoin(cardVersions, eq(cardVersions.id, cards.publishedVersionId))
    .leftJoin(cardStats, eq(cardStats.cardId, cards.id))
    .where(and(eq(cards.id, cardId), publicCards));
  if (!row) return null;
  const covers = await loadCoverImageUrls(db, [{ cardId, coverImageId: row.coverImageId }], blobUrl);
  return {
    id: cardId,
    title: row.title.trim() || "Untitled card",
    summary: row.summary,
    coverImageUrl: covers.get(cardId) ?? null,
    versionNumber: row.versionNumber,
    publishedAt: row.publishedAt.toISOString(),
    firstPublishedAt: row.firstPublishedAt.toISOString(),
    authors: row.authors.filter((name) => name.trim()),
    license: row.license ?? "all-rights-reserved",
    courseLevel: row.courseLevel,
    disciplines: row.disciplines,
    tags: row.tags,
    ratingAverage: ratingAverage(row.ratingSum, row.ratingCount),
    ratingCount: row.ratingCount,
  };
}
