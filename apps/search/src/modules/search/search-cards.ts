import {
  type CardSearchHit,
  type SearchFacets,
  type SearchMultiFilter,
  type SearchSort,
  searchFacetLists,
} from "@keen/contracts";
import { cardRecognitions, cardStats, cardVersions, type Database } from "@keen/db";
import { type SQL, sql } from "drizzle-orm";
import { expandQuery, parseQuery } from "./card-query";
import { countSample, isWide, planMatches, rankByRelevance } from "./search-card-matches";
import {
  type Counted,
  EXACT_TOTAL,
  emptyFacets,
  estimateRows,
  type FacetRow,
  facetRows,
  matchColumns,
  type PageRow,
  pageRows,
  scaleFacets,
  toCounted,
  toHit,
} from "./search-card-rows";

/**
 * Card search (issue 12). One vocabulary lookup turns the words into a full-text query of real
 * words (card-query.ts); PostgreSQL's estimate of the matches then decides how they are counted
 * (search-card-matches.ts); by relevance one statement ranks, pages and counts them with their
 * facets, by another order the page and the count run side by side.
 *
 * Matches are the live card versions (`card_versions.is_live`, the published version of a public
 * card, kept by a trigger on cards; migration 0019), found through their partial GIN indexes with
 * no join to cards. Totals are exact up to EXACT_TOTAL matches and PostgreSQL's estimate beyond
 * (`totalIsEstimate`); past WIDE_MATCHES the facets are counted over a sample of the matches and
 * scaled to the estimate.
 */

/** Card filters; each list keeps cards with any of its values (and every list must hold). */
export type CardFilters = {
  reviewed?: boolean;
  exemplar?: boolean;
  cardType?: string[];
  discipline?: string[];
  courseLevel?: string[];
  license?: string[];
  tag?: string;
};

/** The multi-select filters, whose facets are counted without their own selection. */
const multiFacets = Object.keys(searchFacetLists) as SearchMultiFilter[];

/** A PostgreSQL array literal of `values` (each quoted), for one parameter. */
const arrayLiteral = (values: string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
const isSet = (values: string[] | undefined): values is string[] => Boolean(values?.length);

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
  sql`exists (select 1 from ${cardRecognitions} r where r.card_id = ${cardVersions.cardId} and ${mark})`;

/** Which live versions (public cards as shown) match (`match`, the query) and the filters. */
function visibleMatches(match: SQL | undefined, filters: CardFilters): SQL {
  const conditions: SQL[] = [sql`card_versions.is_live`, match ?? sql`true`];
  if (isSet(filters.cardType))
    conditions.push(sql`${cardVersions.typeId} = any(${arrayLiteral(filters.cardType)}::uuid[])`);
  if (isSet(filters.discipline))
    conditions.push(sql`card_versions.discipline_ids && ${arrayLiteral(filters.discipline)}::uuid[]`);
  if (isSet(filters.courseLevel))
    conditions.push(sql`card_versions.course_level = any(${arrayLiteral(filters.courseLevel)}::text[])`);
  if (isSet(filters.license))
    conditions.push(sql`card_versions.license = any(${arrayLiteral(filters.license)}::text[])`);
  if (filters.tag) conditions.push(sql`card_versions.tag_list @> array[${filters.tag}::text]`);
  if (filters.reviewed) conditions.push(recognized(sql`r.reviewed_version_id is not null`));
  if (filters.exemplar) conditions.push(recognized(sql`r.exemplar_at is not null`));
  return sql.join(conditions, sql` and `);
}

/**
 * `order by` of a non-relevance sort (newest also for an empty query): the key of
 * card_stats' partial index of that sort (every card has its row, and these columns are never
 * null), so a common word walks the index and stops at the page.
 */
function orderOf(sort: SearchSort): SQL {
  if (sort === "top_rated")
    return sql`s.rating_score desc, s.rating_count desc, s.first_published_at desc, s.card_id desc`;
  if (sort === "most_used") return sql`s.times_used desc, s.first_published_at desc, s.card_id desc`;
  return sql`s.first_published_at desc, s.card_id desc`;
}

/**
 * Finds public cards: every word of the query as a whole word (unknown words expanded through
 * the vocabulary), accents and case ignored; filters by facet values; sorted by relevance
 * (default with a query), newest (default without), top rated or most used.
 */
export async function searchCards(db: Database, options: CardSearchOptions): Promise<CardSearchResult> {
  const terms = parseQuery(options.query);
  const q = (await expandQuery(db, terms)).tsquery;
  if (terms.length > 0 && q === null) {
    // Only stop words: they match nothing on their own.
    return { items: [], total: 0, totalIsEstimate: false, facets: emptyFacets() };
  }
  // Counted beside the page: a chosen multi-select facet's values over the other filters' matches.
  const ownFacets = countOwnFacets(db, q, options);
  ownFacets.catch(() => {});
  const found = await searchFiltered(db, q, options);
  return { ...found, facets: { ...found.facets, ...(await ownFacets) } };
}

/** A page of the matches of `q` (null: every visible card) and the filters, counted with facets. */
async function searchFiltered(db: Database, q: string | null, options: CardSearchOptions) {
  const sort = options.sort ?? (q ? "relevance" : "newest");
  if (!q) {
    // Every visible card: the first EXACT_TOTAL + 1 counted, the estimate past them (asked beside
    // the count, as planMatches does: a plan without execution costs less than a round trip more).
    const where = visibleMatches(undefined, options);
    const [items, sample, estimate] = await Promise.all([
      readPage(db, where, sort, null, options),
      countFirst(db, where),
      estimateRows(db, where),
    ]);
    return toResult(items, sample, estimate, false);
  }
  const plan = await planMatches(db, q, (on) => visibleMatches(on, options));
  if (sort === "relevance") {
    const { items, sample } = await rankByRelevance(db, plan, options);
    return toResult(items, sample, plan.estimate, isWide(plan));
  }
  const [items, sample] = await Promise.all([
    readPage(db, plan.all, sort, q, options),
    countSample(db, plan),
  ]);
  return toResult(items, sample, plan.estimate, isWide(plan));
}

/**
 * The values of each multi-select facet with a selection, counted over the matches of the other
 * filters (so the values not chosen yet keep their counts and can be added); nothing when none is
 * chosen, so a search without them costs no more.
 */
async function countOwnFacets(
  db: Database,
  q: string | null,
  filters: CardFilters,
): Promise<Partial<SearchFacets>> {
  const chosen = multiFacets.filter((facet) => isSet(filters[facet]));
  const counted = await Promise.all(
    chosen.map(async (facet) => {
      const others: CardFilters = { ...filters, [facet]: undefined };
      if (!q) {
        const where = visibleMatches(undefined, others);
        const [sample, estimate] = await Promise.all([countFirst(db, where), estimateRows(db, where)]);
        return [facet, toResult([], sample, estimate, false).facets] as const;
      }
      const plan = await planMatches(db, q, (on) => visibleMatches(on, others));
      return [facet, toResult([], await countSample(db, plan), plan.estimate, isWide(plan)).facets] as const;
    }),
  );
  return Object.fromEntries(
    counted.map(([facet, facets]) => [searchFacetLists[facet], facets[searchFacetLists[facet]]]),
  );
}

/**
 * The answer from a page and the counted sample: the exact count, or PostgreSQL's estimate when
 * the sample was one (`wide`) or hit the EXACT_TOTAL cap; facets scaled to an estimated total.
 */
function toResult(
  items: CardSearchHit[],
  sample: Counted,
  estimate: number,
  wide: boolean,
): CardSearchResult {
  const totalIsEstimate = wide || sample.sample > EXACT_TOTAL;
  const total = totalIsEstimate ? Math.max(sample.sample, estimate) : sample.sample;
  return { items, total, totalIsEstimate, facets: scaleFacets(sample, total, totalIsEstimate) };
}

/**
 * A page in a stored order (newest, top rated, most used), walking card_stats (its partial index
 * per sort) for common words or sorting the matches of rare ones, as the planner finds cheaper.
 */
async function readPage(
  db: Database,
  where: SQL,
  sort: SearchSort,
  q: string | null,
  options: { limit: number; offset: number },
): Promise<CardSearchHit[]> {
  const result = await db.execute<PageRow>(sql`
    with page as (
      select card_versions.card_id, card_versions.id as version_id, row_number() over (order by ${orderOf(sort)}) as ordinality
      from ${cardStats} s join ${cardVersions} on card_versions.card_id = s.card_id
      where s.is_public and ${where}
      order by ${orderOf(sort)} limit ${options.limit} offset ${options.offset}
    )
    ${pageRows(q)}`);
  return result.rows.map(toHit);
}

/** The matches counted up to EXACT_TOTAL + 1 (so "more than EXACT_TOTAL" is known) and their facets. */
async function countFirst(db: Database, where: SQL): Promise<Counted> {
  const result = await db.execute<FacetRow>(sql`
    with m as (select ${matchColumns} from ${cardVersions} where ${where} limit ${EXACT_TOTAL + 1})
    select * from (${facetRows}) f`);
  return toCounted(result.rows);
}
