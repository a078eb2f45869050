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

/** Body-only matches come after every block of ranked matches, each its own block in index order. */
const AFTER_BLOCKS = 1_000_000_000;

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
/** Blocks of `size` enough to reach `reach` (at least one). */
const blocksFor = (reach: number, size: number) => Math.max(1, Math.ceil(reach / size)) * size;

/**
 * The candidate sets of a search with a query:
 * - `deep`: the matches in blocks, each with its rank and `block` (0, 1, …), as many blocks as
 *   `reach` (offset + limit) needs. Few matches: blocks of EXACT_TOTAL + 1 in the full-text
 *   index's order. Past WIDE_MATCHES: blocks of WIDE_SAMPLE of the newest ranking-document
 *   matches (title, summary, tags); a word in most ranking documents walks the live versions in
 *   that order and stops at the limit, a rarer one is read from the ranking documents' index and
 *   sorted.
 * - `m`: block 0, the matches counted and faceted.
 *
 * Results rank within blocks (block first), so a deeper page reads more blocks without
 * reordering the earlier ones: paging never repeats or skips a card.
 */
export function matchSets(plan: MatchPlan, reach = 0): SQL {
  const { q } = plan;
  const wide = isWide(plan);
  const size = wide ? WIDE_SAMPLE : EXACT_TOTAL + 1;
  // By the selection's names: the candidates' walk (their index's order, the limit's) and the
  // blocks' numbering are the same order.
  const newest = sql`order by published_at desc, card_id desc`;
  const source = wide
    ? candidates(
        plan.matchesOf(sql`card_versions.rank_document @@ ${q}::tsquery`),
        blocksFor(reach, size),
        ranking(q),
        newest,
      )
    : candidates(plan.all, blocksFor(reach, size), ranking(q));
  return sql`deep as materialized (
      select x.*, (row_number() over (${wide ? newest : sql``}) - 1) / ${size} as block from (${source}) x),
    m as (select * from deep where block = 0)`;
}

/**
 * A page of matches by relevance, with the count and facets of the sample (`m` of `matchSets`),
 * in one statement: the blocks of matches the page reaches, each ranked; past WIDE_MATCHES, when
 * a page reaches past every ranking-document match, the body-only matches follow (rank 0, in the
 * full-text index's order).
 *
 * Each candidate is ranked by `rank_document` (ts_rank, title A over summary and tags B; kept in
 * the row, where the full document lives in TOAST storage) and ties go to newer versions.
 */
export async function rankByRelevance(
  db: Database,
  plan: MatchPlan,
  options: { limit: number; offset: number },
): Promise<Ranked> {
  const { q } = plan;
  const reach = options.offset + options.limit;
  const sets = matchSets(plan, reach);
  if (!isWide(plan)) return pageAndFacets(db, sql`${sets}, ranked as (select * from deep)`, q, options);
  const bodyOnly = sql`(select count(*) from deep) < ${reach}
    and ${plan.all} and not (card_versions.rank_document @@ ${q}::tsquery)`;
  const after = sql`select y.*, ${AFTER_BLOCKS} + row_number() over () as block
    from (${candidates(bodyOnly, reach, sql`0::real`)}) y`;
  return pageAndFacets(db, sql`${sets}, ranked as (select * from deep union all (${after}))`, q, options);
}

/** The count and facets of the sample (`m` of `matchSets`) alone. */
export async function countSample(db: Database, plan: MatchPlan): Promise<Counted> {
  const result = await db.execute<FacetRow>(sql`with ${matchSets(plan)} select * from (${facetRows}) f`);
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
  const order = sql`block, rank desc, published_at desc, card_id desc`;
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
