import { visibleCards } from "@keen/cards";
import type { DraftSearchHit } from "@keen/contracts";
import { cardAuthors, cardEditors, cards, type Database } from "@keen/db";
import { sql } from "drizzle-orm";
import { expandQuery, parseQuery } from "./card-query";
import { headline, toHighlighted } from "./highlight";

/**
 * `GET /Search/draft`: the caller's own cards (authored or edited, not deleted; visible to them by
 * the cards read rule) found by their working draft: title, summary, tags and body, with the same
 * whole-word and vocabulary rules as the catalogue search. A member's own cards are few, so the
 * draft documents are built on the fly from the author/editor indexes instead of being indexed.
 */
export async function searchDrafts(
  db: Database,
  reader: { userId: string; role: string },
  options: { query: string; offset: number; limit: number },
): Promise<{ items: DraftSearchHit[]; total: number }> {
  const terms = parseQuery(options.query);
  const { tsquery } = await expandQuery(db, terms);
  if (terms.length > 0 && tsquery === null) return { items: [], total: 0 };
  const q = tsquery ? sql`${tsquery}::tsquery` : null;
  const document = sql`(setweight(to_tsvector('public.keen_folded', coalesce(${cards.draft}->>'title', '')), 'A') ||
    setweight(to_tsvector('public.keen_folded', coalesce(${cards.draft}->>'summary', '') || ' ' || public.keen_card_tags_text(${cards.draft})), 'B') ||
    setweight(to_tsvector('public.keen_folded', public.keen_card_body_text(${cards.draft})), 'D'))`;
  const own = sql`(exists (select 1 from ${cardAuthors} a where a.card_id = ${cards.id} and a.user_id = ${reader.userId})
    or exists (select 1 from ${cardEditors} e where e.card_id = ${cards.id} and e.user_id = ${reader.userId}))`;
  const result = await db.execute<{
    card_id: string;
    status: DraftSearchHit["status"];
    title: string;
    summary: string;
    updated_at: Date | string;
    total: number;
  }>(sql`
    select m.card_id, m.status, m.updated_at, (count(*) over ())::int as total,
      ${q ? headline(sql`m.title`, q, "all") : sql`m.title`} as title,
      ${q ? headline(sql`m.summary`, q, "all") : sql`m.summary`} as summary
    from (
      select ${cards.id} as card_id, ${cards.status} as status, ${cards.updatedAt} as updated_at,
        coalesce(${cards.draft}->>'title', '') as title, coalesce(${cards.draft}->>'summary', '') as summary,
        ${q ? sql`ts_rank(${document}, ${q})` : sql`0`} as rank
      from ${cards}
      where ${cards.deletedAt} is null and ${own} and ${visibleCards(reader)}
        ${q ? sql`and ${document} @@ ${q}` : sql``}
    ) m
    order by m.rank desc, m.updated_at desc, m.card_id
    limit ${options.limit} offset ${options.offset}`);
  const total = result.rows[0]?.total ?? (options.offset > 0 ? await countOwn(db, options, reader) : 0);
  return {
    total,
    items: result.rows.map((row) => ({
      cardId: row.card_id,
      status: row.status,
      titleHighlight: toHighlighted(row.title),
      summaryHighlight: toHighlighted(row.summary),
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
  };
}

/** The total of a page past the end (no rows to read it from): the same search, first page. */
async function countOwn(
  db: Database,
  options: { query: string; limit: number },
  reader: { userId: string; role: string },
): Promise<number> {
  return (await searchDrafts(db, reader, { ...options, offset: 0, limit: 1 })).total;
}
