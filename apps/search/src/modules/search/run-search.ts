import type { SearchFacets, SearchHit, SearchSort, SearchType } from "@keen/contracts";
import type { Database } from "@keen/db";
import { type CardFilters, searchCards } from "./search-cards";
import { searchMembers } from "./search-members";

export type RunSearchOptions = CardFilters & {
  query: string;
  types: SearchType[];
  page: number;
  pageSize: number;
  sort?: SearchSort;
};

/**
 * One page of hits of the requested types. With both types the hits form one list, cards (best
 * first) then members (best first), and pages walk through it: a page may end the cards and start
 * the members. Each kind keeps its own ranking because their scores are not comparable.
 */
export async function runSearch(
  db: Database,
  options: RunSearchOptions,
): Promise<{ items: SearchHit[]; total: number; totalIsEstimate: boolean; facets: SearchFacets | null }> {
  // Card filters and the sort are about cards: the members found beside them are neither filtered
  // nor reordered (the search page says so on its "All" tab).
  const { query, pageSize, types } = options;
  const offset = (options.page - 1) * pageSize;

  // Members are searched beside the cards (their total counts on every page); the first page of
  // them is what a page needs unless the cards ended on an earlier page (then it asks again).
  const firstMembers = types.includes("user")
    ? searchMembers(db, { query, offset: 0, limit: pageSize })
    : undefined;
  // Awaited below; handled now so a failure while the cards run is not an unhandled rejection.
  firstMembers?.catch(() => {});
  const found = types.includes("card")
    ? await searchCards(db, { ...options, query, offset, limit: pageSize })
    : { items: [], total: 0, totalIsEstimate: false, facets: null };
  if (!firstMembers) return found;

  const memberOffset = Math.max(0, offset - found.total);
  const memberLimit = pageSize - found.items.length;
  let members = await firstMembers;
  if (memberLimit > 0 && memberOffset > 0) {
    members = await searchMembers(db, { query, offset: memberOffset, limit: memberLimit });
  }
  const memberItems = memberLimit > 0 ? members.items.slice(0, memberLimit) : [];
  return { ...found, items: [...found.items, ...memberItems], total: found.total + members.total };
}
