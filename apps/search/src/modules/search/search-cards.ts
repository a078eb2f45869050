import type { CardSearchHit, SearchFacets, SearchSort } from "@keen/contracts";
import {
  cardRecognitions,
  cardStats,
  cards,
  cardTypes,
  cardVersions,
  type Database,
  disciplines,
  publicCards,
} from "@keen/db";
import { type SQL, sql } from "drizzle-orm";
import { expandQuery, parseQuery } from "./card-query";
import { headline, toHighlighted } from "./highlight";

/**
 * Card search (issue 12). One vocabulary lookup turns the words into a full-text query of real
 * words (card-query.ts); then one ranked query pages the hits and, beside it, one bounded query
 * counts them and their facets.
 *
 * Relevance ranks at most CANDIDATES matches (ts_rank with field weights: title A, summary and
 * tags B, body D), so a word in most of a million cards costs a bounded amount of work: the
 * candidates are the first matches in index order, the rank orders them. Totals are exact up to
 * EXACT_TOTAL matches and PostgreSQL's estimate beyond (`totalIsEstimate`); facets are counted
 * over the first EXACT_TOTAL matches and scaled to the estimate past it.
 */
export const CANDIDATES = 1000;
export const EXACT_TOTAL = 1000;

export type CardFilters = {
  reviewed?: boolean;
  exemplar?: boolean;
  cardType?: string;
  discipline?: string;
  tag?: string;
};

export type CardSearchOptions = CardFilters & {
  query: string;
  offset: number;
  limit: number;
  sort?: SearchSort;
};

export type CardSearchResult = {
  items: CardSearchHit[];
  total: number;
  totalIsEstimate: boolean;
  facets: SearchFacets;
};

const recognized = (mark: SQL) =>
  sql`exists (select 1 from ${cardRecognitions} r where r.card_id = ${cards.id} and ${mark})`;

/** The published version of a public card, with the filters. */
function visibleMatches(match: SQL | undefined, filters: CardFilters): SQL {
  const conditions: SQL[] = [publicCards, versionConditions(match, filters)];
  if (filters.reviewed) conditions.push(recognized(sql`r.reviewed_version_id is not null`));
  if (filters.exemplar) conditions.push(recognized(sql`r.exemplar_at is not null`));
  return sql`${cards} join ${cardVersions} on ${cardVersions.cardId} = ${cards.id}
    and ${cardVersions.id} = ${cards.publishedVersionId}
    where ${sql.join(conditions, sql` and `)}`;
}

/**
 * The conditions on the version alone (the match and the facet filters), for the estimate: the
 * planner misjudges the version↔card join (it expects one row), so the estimate counts matching
 * versions (earlier versions and hidden cards' included: it runs high by their share).
 */
function versionConditions(match: SQL | undefined, filters: CardFilters): SQL {
  const conditions: SQL[] = [match ?? sql`true`];
  if (filters.cardType) conditions.push(sql`${cardVersions.typeId} = ${filters.cardType}::uuid`);
  if (filters.discipline)
    conditions.push(sql`card_versions.discipline_ids @> array[${filters.discipline}::uuid]`);
  if (filters.tag) conditions.push(sql`card_versions.tag_list @> array[${filters.tag}::text]`);
  return sql.join(conditions, sql` and `);
}

/** `order by` of a non-relevance sort (newest also for an empty query). */
function orderOf(sort: SearchSort): SQL {
  if (sort === "top_rated")
    return sql`coalesce(s.rating_score, 3) desc, coalesce(s.rating_count, 0) desc, m.first_published_at desc, m.card_id desc`;
  if (sort === "most_used")
    return sql`coalesce(s.times_used, 0) desc, m.first_published_at desc, m.card_id desc`;
  return sql`m.first_published_at desc, m.card_id desc`;
}

/**
 * Finds public cards: every word of the query as a whole word (unknown words expanded through
 * the vocabulary), accents and case ignored; filters by facet values; sorted by relevance
 * (default with a query), newest (default without), top rated or most used.
 */
export async function searchCards(db: Database, options: CardSearchOptions): Promise<CardSearchResult> {
  const expanded = await expandQuery(db, parseQuery(options.query));
  const q = expanded.tsquery;
  const hasQuery = options.query.trim() !== "" && parseQuery(options.query).length > 0;
  if (hasQuery && q === null) {
    // Only stop words: they match nothing on their own.
    return { items: [], total: 0, totalIsEstimate: false, facets: emptyFacets() };
  }
  const match = q ? sql`card_versions.search_document @@ ${q}::tsquery` : undefined;
  const from = visibleMatches(match, options);
  const sort = options.sort ?? (q ? "relevance" : "newest");

  const pageQuery =
    sort === "relevance" && q
      ? sql`select m.* from (
          select ${cards.id} as card_id, ${cardVersions.id} as version_id, ${cards.firstPublishedAt} as first_published_at,
            ts_rank(card_versions.search_document, ${q}::tsquery) as rank
          from ${from} limit ${CANDIDATES}) m
        order by m.rank desc, m.first_published_at desc, m.card_id desc
        limit ${options.limit} offset ${options.offset}`
      : sql`select m.* from (
          select ${cards.id} as card_id, ${cardVersions.id} as version_id, ${cards.firstPublishedAt} as first_published_at
          from ${from}) m
        left join ${cardStats} s on s.card_id = m.card_id
        order by ${orderOf(sort)}
        limit ${options.limit} offset ${options.offset}`;

  const [page, counted] = await Promise.all([
    withIndexJoins(db, (tx) => readPage(tx, pageQuery, q)),
    withIndexJoins(db, (tx) => countAndFacets(tx, from)),
  ]);
  let total = counted.sample;
  let totalIsEstimate = false;
  if (counted.sample > EXACT_TOTAL) {
    total = Math.max(EXACT_TOTAL + 1, await estimateRows(db, versionConditions(match, options)));
    totalIsEstimate = true;
  }
  return { items: page, total, totalIsEstimate, facets: scaleFacets(counted, total, totalIsEstimate) };
}

/**
 * Runs `work` in a read-only transaction that joins through indexes: the planner misjudges the
 * version↔card join (two correlated equalities: it expects one row) and would hash the whole
 * cards table (about 1 s at 100k) where 1,000 primary-key lookups take a few ms. Parallel
 * workers are off too: starting them costs more than these bounded scans.
 */
function withIndexJoins<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true),
          set_config('max_parallel_workers_per_gather', '0', true)`,
      );
      return work(tx as unknown as Database);
    },
    { accessMode: "read only" },
  );
}

type PageRow = {
  card_id: string;
  title: string;
  summary: string;
  title_marked: string;
  summary_marked: string;
  snippet_marked: string | null;
  card_type: string | null;
  published_at: Date | string;
  authors: { name: string }[];
  disciplines: string[] | null;
  rating_count: number | null;
  rating_sum: number | null;
  bookmark_count: number | null;
  times_used: number | null;
  is_peer_reviewed: boolean;
  is_exemplar: boolean;
};

/** The page's cards with what a result row shows, highlights computed for these rows only. */
async function readPage(db: Database, pageQuery: SQL, q: string | null): Promise<CardSearchHit[]> {
  const tsq = q ? sql`${q}::tsquery` : null;
  const result = await db.execute<PageRow>(sql`
    with page as (select x.*, row_number() over () as ordinality from (${pageQuery}) x)
    select p.card_id, v.title, v.summary,
      ${tsq ? headline(sql`v.title`, tsq, "all") : sql`null`} as title_marked,
      ${tsq ? headline(sql`v.summary`, tsq, "all") : sql`null`} as summary_marked,
      ${tsq ? sql`case when v.search_document @@ ${tsq} then ${headline(sql`public.keen_card_body_text(v.content)`, tsq, "fragment")} end` : sql`null`} as snippet_marked,
      t.name as card_type, v.published_at, v.authors,
      (select array_agg(d.name::text order by d.name) from ${disciplines} d where d.id = any(v.discipline_ids)) as disciplines,
      s.rating_count, s.rating_sum, s.bookmark_count, s.times_used,
      coalesce(r.reviewed_version_id = v.id, false) as is_peer_reviewed,
      (r.exemplar_at is not null) as is_exemplar
    from page p
    join ${cardVersions} v on v.id = p.version_id
    left join ${cardTypes} t on t.id = v.type_id
    left join ${cardStats} s on s.card_id = p.card_id
    left join ${cardRecognitions} r on r.card_id = p.card_id
    order by p.ordinality`);
  return result.rows.map((row) => ({
    type: "card" as const,
    cardId: row.card_id,
    title: row.title,
    summary: row.summary,
    cardType: row.card_type,
    publishedAt: new Date(row.published_at).toISOString(),
    authors: row.authors.map((author) => author.name),
    titleHighlight: toHighlighted(row.title_marked ?? row.title),
    summaryHighlight: toHighlighted(row.summary_marked ?? row.summary),
    snippet: row.snippet_marked ? toHighlighted(row.snippet_marked) : null,
    disciplines: row.disciplines ?? [],
    ratingAverage: row.rating_count ? Math.round(((row.rating_sum ?? 0) / row.rating_count) * 10) / 10 : null,
    ratingCount: row.rating_count ?? 0,
    bookmarkCount: row.bookmark_count ?? 0,
    timesUsed: row.times_used ?? 0,
    isPeerReviewed: row.is_peer_reviewed,
    isExemplar: row.is_exemplar,
  }));
}

type FacetRow = { facet: string; value: string; label: string; count: number };
type Counted = { sample: number; rows: FacetRow[] };

/**
 * The matches counted up to EXACT_TOTAL + 1 (so "more than EXACT_TOTAL" is known) and their
 * facet values, in one statement over that bounded sample.
 */
async function countAndFacets(db: Database, from: SQL): Promise<Counted> {
  const result = await db.execute<FacetRow>(sql`
    with m as (
      select ${cards.id} as card_id, ${cardVersions.id} as version_id, ${cardVersions.typeId} as type_id,
        card_versions.discipline_ids, card_versions.tag_list
      from ${from} limit ${EXACT_TOTAL + 1}
    ),
    types as (select type_id, count(*)::int as n from m where type_id is not null group by type_id),
    fields as (select d, count(*)::int as n from m, unnest(m.discipline_ids) d group by d),
    tags as (select tag, count(*)::int as n from m, unnest(m.tag_list) tag group by tag order by n desc, tag limit 15),
    marks as (select count(*) filter (where r.reviewed_version_id = m.version_id)::int as reviewed,
                count(*) filter (where r.exemplar_at is not null)::int as exemplar
              from m join ${cardRecognitions} r on r.card_id = m.card_id)
    select 'total' as facet, '' as value, '' as label, (select count(*)::int from m) as count
    union all select 'cardType', types.type_id::text, t.name, types.n from types join ${cardTypes} t on t.id = types.type_id
    union all select 'discipline', fields.d::text, d.name, fields.n from fields join ${disciplines} d on d.id = fields.d
    union all select 'tag', tags.tag, tags.tag, tags.n from tags
    union all select 'reviewed', '', '', reviewed from marks
    union all select 'exemplar', '', '', exemplar from marks`);
  const sample = result.rows.find((row) => row.facet === "total")?.count ?? 0;
  return { sample, rows: result.rows };
}

/** PostgreSQL's estimate of the number of matching versions (the planner's row count, no execution). */
async function estimateRows(db: Database, where: SQL): Promise<number> {
  const result = await db.execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    sql`explain (format json) select 1 from ${cardVersions} where ${where}`,
  );
  return Math.round(result.rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0);
}

function emptyFacets(): SearchFacets {
  return { cardTypes: [], disciplines: [], tags: [], reviewed: 0, exemplar: 0, isEstimate: false };
}

/** Facets as counted, or scaled from the sample to the estimated total. */
function scaleFacets(counted: Counted, total: number, isEstimate: boolean): SearchFacets {
  const factor = isEstimate && counted.sample > 0 ? total / counted.sample : 1;
  const scale = (n: number) => Math.round(n * factor);
  const values = (facet: string) =>
    counted.rows
      .filter((row) => row.facet === facet)
      .map((row) => ({ value: row.value, label: row.label, count: scale(row.count) }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const single = (facet: string) => scale(counted.rows.find((row) => row.facet === facet)?.count ?? 0);
  return {
    cardTypes: values("cardType"),
    disciplines: values("discipline"),
    tags: values("tag"),
    reviewed: single("reviewed"),
    exemplar: single("exemplar"),
    isEstimate,
  };
}
