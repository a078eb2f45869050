import type { CardSummary } from "@keen/contracts";
import { cards, cardVersions, type Database } from "@keen/db";
import { and, ne, sql } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { normalizeContent } from "./card-content";
import { runCardListQuery } from "./card-list-query";
import { cardPolicy } from "./cards.policy";
import { presentCardSummaries } from "./cards.presenter";
import { isPublicCard, publishedColumns } from "./list-cards";
import { loadAuthorizedCard } from "./load-card";
import { RankingCache } from "./related-ranking-cache";

const rankings = new RankingCache();

/**
 * How much each kind of likeness counts: per shared discipline or tag, for the same type, and
 * times the trigram similarity (0–1) of title and summary. A nearly identical title outweighs one
 * shared discipline (disciplines are broad); shared tags and discipline together win.
 */
const weights = { discipline: 2, tag: 2, type: 1, title: 4, summary: 2 };
/** Below this a card is not related enough to show (a faint title likeness alone is not). */
const minimumScore = 0.5;

/**
 * `GET /Card/{cardId}/Related`: published cards (never drafts, unpublished or deleted cards,
 * never the card itself) ranked by shared disciplines and tags, same type, and trigram
 * similarity of title and summary to the card as the caller sees it.
 */
export async function findRelatedCards(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  limit: number,
): Promise<CardSummary[]> {
  const card = await loadAuthorizedCard(db, actor, cardId, "read");
  const [version] = cardPolicy.can(actor, "readPublished", card.resource)
    ? await db.select().from(cardVersions).where(sql`${cardVersions.id} = ${card.publishedVersionId}`)
    : [];
  const content = normalizeContent(version?.content ?? card.draft);
  const cacheKey = `${cardId}:${version ? `v${version.id}` : `d${card.draftRevision}`}:${limit}`;
  const ranked = rankings.get(cacheKey);
  if (ranked) {
    if (ranked.length === 0) return [];
    // The same ranking, but only cards that are still public (checked on every request).
    const ids = sql.join(
      ranked.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const { rows } = await runCardListQuery(db, {
      where: and(isPublicCard, sql`${cards.id} in (${ids})`)!,
      columns: { ...publishedColumns, newest: sql`-array_position(array[${ids}], ${cards.id})` },
      viewerId: actor.userId,
      sort: "newest",
      page: 1,
      pageSize: limit,
      withTotal: false,
    });
    return presentCardSummaries(db, rows, actor);
  }
  const attributes = sql`coalesce(${cardVersions.content}->'attributes', '{}'::jsonb)`;
  const disciplineIds = JSON.stringify(content.attributes.disciplineIds);
  const tags = JSON.stringify(content.attributes.tags.map((tag) => tag.toLocaleLowerCase()));
  // Constants inline (not parameters), so PostgreSQL types the arithmetic as floating point.
  const w = Object.fromEntries(
    Object.entries(weights).map(([key, value]) => [key, sql.raw(String(value))]),
  ) as Record<keyof typeof weights, ReturnType<typeof sql.raw>>;
  const score = sql`(
    ${w.discipline} * (select count(*) from jsonb_array_elements_text(coalesce(${attributes}->'disciplineIds', '[]')) d
      where d in (select jsonb_array_elements_text(${disciplineIds}::jsonb)))
    + ${w.tag} * (select count(*) from jsonb_array_elements_text(coalesce(${attributes}->'tags', '[]')) t
      where lower(t) in (select jsonb_array_elements_text(${tags}::jsonb)))
    + ${w.type} * (case when ${cardVersions.typeId} = ${content.typeId} then 1 else 0 end)
    + ${w.title} * similarity(${cardVersions.title}, ${content.title})
    + ${w.summary} * similarity(${cardVersions.summary}, ${content.summary})
  )`;
  // The score is computed once per card (a lateral subquery), then filtered and sorted on.
  const { rows } = await runCardListQuery(db, {
    lateral: sql`(select ${score} as score) as related`,
    where: and(isPublicCard, ne(cards.id, cardId), sql`related.score >= ${sql.raw(String(minimumScore))}`)!,
    columns: { ...publishedColumns, newest: sql`related.score` },
    viewerId: actor.userId,
    sort: "newest",
    page: 1,
    pageSize: limit,
    withTotal: false,
  });
  rankings.set(
    cacheKey,
    rows.map((row) => row.card.id),
  );
  return presentCardSummaries(db, rows, actor);
}
