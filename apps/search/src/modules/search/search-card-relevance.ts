import type { CardSearchHit } from "@keen/contracts";
import { cardVersions, type Database } from "@keen/db";
import { type SQL, sql } from "drizzle-orm";
import {
  type Counted,
  EXACT_TOTAL,
  estimateRows,
  type FacetRow,
  facetRows,
  matchColumns,
  type PageRow,
  pageRows,
  toCounted,
  toHit,
} from "./search-card-rows";

/**
 * Past this many matches (PostgreSQL's estimate), relevance ranks the title, summary and tag
 * matches only: reading the full-text index of a word in most cards costs a bitmap of all of them
 * (tens of ms at 100k cards, ten times that at 1M); the ranking document's matches are found by
 * walking the live versions newest first and testing the small in-row document.
 */
export const WIDE_MATCHES = 5000;
/**
 * Past WIDE_MATCHES, the newest this many ranking-document matches are ranked (a page is the
 * best of them; a page reaching further ranks as many as it reaches) and their facets counted
 * (scaled to the estimate).
 */
export const WIDE_SAMPLE = 300;

type Ranked = { items: CardSearchHit[]; sample: Counted; estimate: number | null };

/**
 * A page of matches by relevance, with the count and facets of a sample, in one statement after
 * PostgreSQL's estimate of the matches:
 * - **Few matches** (≤ WIDE_MATCHES): the first EXACT_TOTAL + 1 matches from the full-text index
 *   (title, summary, tags and body), counted exactly up to EXACT_TOTAL.
 * - **Many**: the newest WIDE_SAMPLE live versions whose ranking document matches (title, summary,
 *   tags: the words that rank), and only when a page reaches past them the body-only matches
 *   after them (rank 0); the total is the estimate and the facets are the sample's, scaled.
 *
 * Either way each candidate is ranked by `rank_document` (ts_rank, title A over summary and tags
 * B; kept in the row, where the full document lives in TOAST storage) and ties go to newer
 * versions.
 */
export async function rankByRelevance(
  db: Database,
  q: string,
  matchesOf: (match: SQL) => SQL,
  options: { limit: number; offset: number },
): Promise<Ranked> {
  const tsquery = sql`${q}::tsquery`;
  const all = matchesOf(sql`card_versions.search_document @@ ${tsquery}`);
  const estimate = await estimateRows(db, all);
  const candidates = (where: SQL, limit: number, rank: SQL, order = sql``) =>
    sql`select ${matchColumns}, ${cardVersions.publishedAt} as published_at, ${rank} as rank
      from ${cardVersions} where ${where} ${order} limit ${limit}`;
  const ranking = sql`ts_rank(card_versions.rank_document, ${tsquery})`;
  if (estimate <= WIDE_MATCHES) {
    const sets = sql`m as materialized (${candidates(all, EXACT_TOTAL + 1, ranking)}), ranked as (select * from m)`;
    return { ...(await pageAndFacets(db, sets, q, options)), estimate: null };
  }
  const reach = options.offset + options.limit;
  const ranked = matchesOf(sql`card_versions.rank_document @@ ${tsquery}`);
  const bodyOnly = sql`(select count(*) from m) < ${reach}
    and ${all} and not (card_versions.rank_document @@ ${tsquery})`;
  // Newest first: a word in most ranking documents walks the live versions in that order and
  // stops at the limit; a rarer one is read from the ranking documents' index and sorted.
  const newest = sql`order by ${cardVersions.publishedAt} desc, ${cardVersions.cardId} desc`;
  const sets = sql`m as materialized (${candidates(ranked, Math.max(WIDE_SAMPLE, reach), ranking, newest)}),
    ranked as (select * from m union all (${candidates(bodyOnly, reach, sql`0::real`)}))`;
  return { ...(await pageAndFacets(db, sets, q, options)), estimate };
}

/**
 * Runs `sets` (defining `m`, the matches counted, and `ranked`, the candidates of the page) and
 * reads the page by rank and the facets of `m`.
 */
async function pageAndFacets(
  db: Database,
  sets: SQL,
  q: string,
  options: { limit: number; offset: number },
): Promise<Omit<Ranked, "estimate">> {
  const order = sql`rank desc, published_at desc, card_id desc`;
  const result = await db.execute<{ items: PageRow[]; facets: FacetRow[] }>(sql`
    with ${sets},
    page as (
      select card_id, version_id, row_number() over (order by ${order}) as ordinality
      from ranked order by ${order} limit ${options.limit} offset ${options.offset}
    )
    select (select coalesce(json_agg(x order by x.ordinality), '[]'::json) from (${pageRows(q)}) x) as items,
      (select json_agg(f) from (${facetRows}) f) as facets`);
  const row = result.rows[0]!;
  return { items: row.items.map(toHit), sample: toCounted(row.facets) };
}
