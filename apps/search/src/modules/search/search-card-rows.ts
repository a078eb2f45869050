import {
  type CardSearchHit,
  cardLicenseLabels,
  courseLevelLabels,
  courseLevels,
  type SearchFacets,
} from "@keen/contracts";
import { cardRecognitions, cardStats, cardTypes, cardVersions, type Database, disciplines } from "@keen/db";
import { type SQL, sql } from "drizzle-orm";
import { headline, toHighlighted } from "./highlight";

/**
 * What card search reads for its answer, as SQL over named sets a statement defines (search-cards.ts
 * decides how the sets are found):
 * - `page(card_id, version_id, ordinality)`: the cards of the page, in order → `pageRows`;
 * - `m(card_id, version_id, type_id, discipline_ids, tag_list, course_level, license)`: the matches
 *   counted (at most
 *   EXACT_TOTAL + 1) → `facetRows`.
 */

/** Matches counted exactly; past it the total is PostgreSQL's estimate (`totalIsEstimate`). */
export const EXACT_TOTAL = 1000;

/** PostgreSQL's estimate of the number of matching versions (the planner's row count, no execution). */
export async function estimateRows(db: Database, where: SQL): Promise<number> {
  const result = await db.execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    sql`explain (format json) select 1 from ${cardVersions} where ${where}`,
  );
  return Math.round(result.rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0);
}

export type PageRow = {
  card_id: string;
  title: string;
  summary: string;
  title_marked: string | null;
  summary_marked: string | null;
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

/**
 * The page's cards with what a result row shows (`PageRow`), in page order; highlights are
 * computed for these rows only. A body snippet shows where a card matched when its title, summary
 * and tags (shown highlighted) do not hold the whole match.
 */
export function pageRows(q: string | null): SQL {
  const tsq = q ? sql`${q}::tsquery` : null;
  return sql`select p.ordinality, p.card_id, v.title, v.summary,
      ${tsq ? headline(sql`v.title`, tsq, "all") : sql`null`} as title_marked,
      ${tsq ? headline(sql`v.summary`, tsq, "all") : sql`null`} as summary_marked,
      ${tsq ? sql`case when not v.rank_document @@ ${tsq} then ${headline(sql`public.keen_card_body_text(v.content)`, tsq, "fragment")} end` : sql`null`} as snippet_marked,
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
    order by p.ordinality`;
}

/** A search hit from its row. */
export function toHit(row: PageRow): CardSearchHit {
  return {
    type: "card",
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
  };
}

/** The columns of a match that the page and the facets read (`m`'s columns). */
export const matchColumns: SQL = sql`${cardVersions.cardId} as card_id, ${cardVersions.id} as version_id,
  ${cardVersions.typeId} as type_id, card_versions.discipline_ids, card_versions.tag_list,
  card_versions.course_level, card_versions.license`;

export type FacetRow = { facet: string; value: string; label: string; count: number };
export type Counted = { sample: number; rows: FacetRow[] };

/**
 * The matches' count (`total`) and facet values with their counts (card types, disciplines, course
 * levels, licences, the 15 most frequent tags, peer reviewed, Exemplar), one `FacetRow` each, over
 * `m` (course level and licence are columns of the row, migration 0025, like the others). The marks are
 * looked up per match (a lateral subquery: at most EXACT_TOTAL + 1 key lookups), never by
 * reading every recognition (a hash join's choice, which grows with the catalogue).
 */
export const facetRows: SQL = sql`with marks as (
      select count(*) filter (where r.reviewed_version_id = m.version_id)::int as reviewed,
        count(*) filter (where r.exemplar_at is not null)::int as exemplar
      from m cross join lateral (
        select r.reviewed_version_id, r.exemplar_at from ${cardRecognitions} r where r.card_id = m.card_id limit 1) r)
    select 'total' as facet, '' as value, '' as label, (select count(*)::int from m) as count
    union all select 'cardType', types.type_id::text, t.name, types.n
      from (select type_id, count(*)::int as n from m where type_id is not null group by type_id) types
      join ${cardTypes} t on t.id = types.type_id
    union all select 'discipline', fields.d::text, d.name, fields.n
      from (select d, count(*)::int as n from m, unnest(m.discipline_ids) d group by d) fields
      join ${disciplines} d on d.id = fields.d
    union all select 'courseLevel', levels.course_level, '', levels.n
      from (select course_level, count(*)::int as n from m where course_level is not null group by course_level) levels
    union all select 'license', licenses.license, '', licenses.n
      from (select license, count(*)::int as n from m where license is not null group by license) licenses
    union all select 'tag', tags.tag, tags.tag, tags.n
      from (select tag, count(*)::int as n from m, unnest(m.tag_list) tag group by tag order by n desc, tag limit 15) tags
    union all select 'reviewed', '', '', marks.reviewed from marks
    union all select 'exemplar', '', '', marks.exemplar from marks`;

/** The counted sample from `facetRows`' rows. */
export function toCounted(rows: FacetRow[]): Counted {
  return { sample: rows.find((row) => row.facet === "total")?.count ?? 0, rows };
}

export function emptyFacets(): SearchFacets {
  return {
    cardTypes: [],
    disciplines: [],
    courseLevels: [],
    licenses: [],
    tags: [],
    reviewed: 0,
    exemplar: 0,
    isEstimate: false,
  };
}

const levelOrder = (value: string) => courseLevels.indexOf(value as (typeof courseLevels)[number]);

/** Facets as counted, or scaled from the sample to the estimated total. */
export function scaleFacets(counted: Counted, total: number, isEstimate: boolean): SearchFacets {
  const factor = isEstimate && counted.sample > 0 ? total / counted.sample : 1;
  const scale = (n: number) => Math.round(n * factor);
  const values = (facet: string, label: (row: FacetRow) => string = (row) => row.label) =>
    counted.rows
      .filter((row) => row.facet === facet)
      .map((row) => ({ value: row.value, label: label(row), count: scale(row.count) }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const single = (facet: string) => scale(counted.rows.find((row) => row.facet === facet)?.count ?? 0);
  return {
    cardTypes: values("cardType"),
    disciplines: values("discipline"),
    // Levels in their own order (first year to graduate), not by count.
    courseLevels: values("courseLevel", (row) => courseLevelLabels[row.value as never] ?? row.value).sort(
      (a, b) => levelOrder(a.value) - levelOrder(b.value),
    ),
    licenses: values("license", (row) => cardLicenseLabels[row.value as never] ?? row.value),
    tags: values("tag"),
    reviewed: single("reviewed"),
    exemplar: single("exemplar"),
    isEstimate,
  };
}
