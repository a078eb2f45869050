import type { MemberSearchHit, SearchResult } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchClient } from "@/lib/api-client";

/** Members matching a name (`GET {search}/Search?types=user&query=`), best match first. */
export async function searchMembers(query: string, signal?: AbortSignal): Promise<MemberSearchHit[]> {
  const { data } = await searchClient.get<SearchResult>("/Search", {
    params: { types: "user", query, pageSize: 8 },
    signal,
  });
  return data.items.filter((hit): hit is MemberSearchHit => hit.type === "user");
}

/** Query options for a member search; nothing is asked until there are two characters. */
export function memberSearchQueryOptions(query: string) {
  const q = query.trim();
  return queryOptions({
    queryKey: ["search", "members", q] as const,
    queryFn: ({ signal }) => searchMembers(q, signal),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** Members matching a name, for pickers (card authors and editors, institution lists, chat groups). */
export function useMemberSearch(query: string) {
  return useQuery(memberSearchQueryOptions(query));
}
