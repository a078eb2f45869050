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

type Ranked = { items: CardSearchHit[]; sample: Counted };

/** How a search with a query finds its matches (`all`) and samples them for counting. */
export type MatchPlan = {
  q: string;
  /** The visible versions matching the query and filters. */
  all: SQL;
  /** The same filters with another match condition. */
  matchesOf: (match: SQL) => SQL;
  /** PostgreSQL's estimate of `all`. */
  estimate: number;
};

/** The match plan of `q`: the visible matches and PostgreSQL's estimate of them. */
export async function planMatches(
  db: Database,
  q: string,
  matchesOf: (match: SQL) => SQL,
): Promise<MatchPlan> {
  const all = matchesOf(sql`card_versions.search_document @@ ${q}::tsquery`);
  return { q, all, matchesOf, estimate: await estimateRows(db, all) };
}

/** True when the matches are too many to count (the total is the estimate, facets are scaled). */
export const isWide = (plan: MatchPlan) => plan.estimate > WIDE_MATCHES;

const ranking = (q: string) => sql`ts_rank(card_versions.rank_document, ${q}::tsquery)`;
const candidates = (where: SQL, limit: number, rank: SQL, order = sql``) =>
  sql`select ${matchColumns}, ${cardVersions.publishedAt} as published_at, ${rank} as rank
    from ${cardVersions} where ${where} ${order} limit ${limit}`;

/**
 * `m`, the matches counted and faceted, each with its rank: the first EXACT_TOTAL + 1 matches
 * from the full-text index, or, past WIDE_MATCHES, the newest `size` (at least WIDE_SAMPLE)
 * ranking-document matches (title, summary, tags). Newest first: a word in most ranking documents
 * walks the live versions in that order and stops at the limit; a rarer one is read from the
 * ranking documents' index and sorted.
 */
export function matchSample(plan: MatchPlan, size = WIDE_SAMPLE): SQL {
  const { q } = plan;
  if (!isWide(plan)) return sql`m as materialized (${candidates(plan.all, EXACT_TOTAL + 1, ranking(q))})`;
  const ranked = plan.matchesOf(sql`card_versions.rank_document @@ ${q}::tsquery`);
  const newest = sql`order by ${cardVersions.publishedAt} desc, ${cardVersions.cardId} desc`;
  return sql`m as materialized (${candidates(ranked, Math.max(WIDE_SAMPLE, size), ranking(q), newest)})`;
}

/**
 * A page of matches by relevance, with the count and facets of the sample (`matchSample`), in one
 * statement: few matches rank all that were counted; past WIDE_MATCHES the sample ranks first and
 * only when a page reaches past it do the body-only matches follow (rank 0).
 *
 * Either way each candidate is ranked by `rank_document` (ts_rank, title A over summary and tags
 * B; kept in the row, where the full document lives in TOAST storage) and ties go to newer
 * versions.
 */
export async function rankByRelevance(
  db: Database,
  plan: MatchPlan,
  options: { limit: number; offset: number },
): Promise<Ranked> {
  const { q } = plan;
  if (!isWide(plan)) {
    return pageAndFacets(db, sql`${matchSample(plan)}, ranked as (select * from m)`, q, options);
  }
  const reach = options.offset + options.limit;
  const bodyOnly = sql`(select count(*) from m) < ${reach}
    and ${plan.all} and not (card_versions.rank_document @@ ${q}::tsquery)`;
  const sets = sql`${matchSample(plan, reach)},
    ranked as (select * from m union all (${candidates(bodyOnly, reach, sql`0::real`)}))`;
  return pageAndFacets(db, sets, q, options);
}

/** The count and facets of the sample (`matchSample`) alone. */
export async function countSample(db: Database, plan: MatchPlan): Promise<Counted> {
  const result = await db.execute<FacetRow>(sql`with ${matchSample(plan)} select * from (${facetRows}) f`);
  return toCounted(result.rows);
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
): Promise<Ranked> {
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
