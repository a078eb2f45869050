import type { SearchHit, SearchType } from "@keen/contracts";
import type { Database } from "@keen/db";
import { searchCards } from "./search-cards";
import { searchMembers } from "./search-members";

/**
 * One page of hits of the requested types. With both types the hits form one list, cards (best
 * first) then members (best first), and pages walk through it: a page may end the cards and start
 * the members. Each kind keeps its own ranking because their scores are not comparable.
 */
export async function runSearch(
  db: Database,
  options: {
    query: string;
    types: SearchType[];
    page: number;
    pageSize: number;
    reviewed?: boolean;
    exemplar?: boolean;
  },
): Promise<{ items: SearchHit[]; total: number }> {
  const { query, pageSize, reviewed = false, exemplar = false } = options;
  // Recognition filters are about cards: members are left out while one is on.
  const types = reviewed || exemplar ? options.types.filter((type) => type === "card") : options.types;
  const offset = (options.page - 1) * pageSize;

  const found = types.includes("card")
    ? await searchCards(db, { query, offset, limit: pageSize, reviewed, exemplar })
    : { items: [], total: 0 };
  if (!types.includes("user")) return found;

  const members = await searchMembers(db, {
    query,
    offset: Math.max(0, offset - found.total),
    limit: pageSize - found.items.length,
  });
  return { items: [...found.items, ...members.items], total: found.total + members.total };
}
