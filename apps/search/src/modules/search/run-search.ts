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
  const { query, pageSize } = options;
  // Card filters are about cards: members are left out while one is on.
  const filtered = Boolean(
    options.reviewed || options.exemplar || options.cardType || options.discipline || options.tag,
  );
  const types = filtered ? options.types.filter((type) => type === "card") : options.types;
  const offset = (options.page - 1) * pageSize;

  const found = types.includes("card")
    ? await searchCards(db, { ...options, query, offset, limit: pageSize })
    : { items: [], total: 0, totalIsEstimate: false, facets: null };
  if (!types.includes("user")) return found;

  const members = await searchMembers(db, {
    query,
    offset: Math.max(0, offset - found.total),
    limit: pageSize - found.items.length,
  });
  return { ...found, items: [...found.items, ...members.items], total: found.total + members.total };
}
