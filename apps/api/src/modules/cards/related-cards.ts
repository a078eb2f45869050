import { type CardRead, normalizeContent, readCard } from "@keen/cards";
import type { CardSummary } from "@keen/contracts";
import { cardRelated, cardRelatedRuns, cards, cardVersions, type Database, publicCards } from "@keen/db";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BlobUrl } from "../../lib/file-url";
import type { Actor } from "../../lib/policy";
import { runCardListQuery } from "./card-list-query";
import { presentCardSummaries } from "./cards.presenter";
import { publishedColumns } from "./list-cards";
import { rankRelated, storeRelated } from "./related-cards-ranking";

/**
 * `GET /Card/{cardId}/Related`: published cards (never drafts, unpublished or deleted cards,
 * never the card itself) ranked by shared disciplines and tags, same type, and trigram
 * similarity of title and summary. A public card's ranking is read from `card_related` (stored
 * by the `cards.rank-related` job when it was published; ranked and stored on this read when it
 * has none yet for its version, which is how existing cards are backfilled). Any other card the
 * caller may read (a draft, an unpublished or deleted card) is ranked from its content as the
 * caller sees it, on each read, without storing. Either way every related card shown is public
 * now (`publicCards`).
 */
export async function findRelatedCards(
  db: Database,
  actor: Actor,
  cardId: string,
  limit: number,
  blobUrl: BlobUrl,
): Promise<CardSummary[]> {
  const read = await readCard(db, actor, cardId);
  const { card } = read;
  const isPublic = card.status === "published" && card.deletedAt === null && card.publishedVersionId !== null;
  if (isPublic) {
    const [run] = await db
      .select({ versionId: cardRelatedRuns.versionId })
      .from(cardRelatedRuns)
      .where(eq(cardRelatedRuns.cardId, cardId));
    if (run?.versionId !== card.publishedVersionId) await storeRelated(db, cardId);
    // The stored ranking in one indexed query: the card's rows, best first.
    return listRanked(db, actor, limit, blobUrl, {
      where: sql`${cards.id} in (select ${cardRelated.relatedCardId} from ${cardRelated} where ${cardRelated.cardId} = ${cardId})`,
      lateral: sql`(select ${cardRelated.score} as score from ${cardRelated}
        where ${cardRelated.cardId} = ${cardId} and ${cardRelated.relatedCardId} = ${cards.id}) as related`,
      order: sql`related.score`,
    });
  }
  const ranked = await rankRelated(db, await draftSubject(db, read));
  const ids = ranked.slice(0, limit).map((row) => row.cardId);
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return listRanked(db, actor, limit, blobUrl, {
    where: sql`${cards.id} in (${list})`,
    order: sql`-array_position(array[${list}], ${cards.id})`,
  });
}

/** Related cards as list items, highest `order` first, public ones only. */
async function listRanked(
  db: Database,
  actor: Actor,
  limit: number,
  blobUrl: BlobUrl,
  query: { where: SQL; order: SQL; lateral?: SQL },
): Promise<CardSummary[]> {
  const { rows } = await runCardListQuery(db, {
    where: and(publicCards, query.where)!,
    lateral: query.lateral,
    columns: { ...publishedColumns, newest: query.order },
    viewerId: actor?.userId ?? null,
    sort: "newest",
    page: 1,
    pageSize: limit,
    withTotal: false,
  });
  return presentCardSummaries(db, rows, actor, blobUrl);
}

/** What a card the caller reads but the public does not is ranked by: its version or its draft. */
async function draftSubject(db: Database, { card, versionId }: CardRead) {
  const [version] = versionId
    ? await db
        .select({ content: cardVersions.content })
        .from(cardVersions)
        .where(eq(cardVersions.id, versionId))
    : [];
  const content = normalizeContent(version?.content ?? card.draft);
  return {
    cardId: card.id,
    published: false as const,
    content,
    typeId: content.typeId || null,
    title: content.title,
    summary: content.summary,
  };
}
