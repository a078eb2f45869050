import type { BookmarkedQuery, CardList } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { bookmarkKeys } from "./bookmark-keys";

/** One page of the caller's bookmarked cards, newest bookmark first (`GET /Card/Bookmarked`). */
export async function getBookmarkedCards(params: BookmarkedQuery, signal?: AbortSignal): Promise<CardList> {
  const { data } = await apiClient.get<CardList>("/Card/Bookmarked", { params, signal });
  return data;
}

/** Query options for a page of bookmarked cards; the previous page stays on screen while the next loads. */
export function bookmarkedCardsQueryOptions(params: BookmarkedQuery, enabled = true) {
  return queryOptions({
    queryKey: bookmarkKeys.list(params),
    queryFn: ({ signal }) => getBookmarkedCards(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A page of the signed-in member's bookmarked cards (the Bookmarked tab of My cards). */
export function useBookmarkedCards(params: BookmarkedQuery, enabled = true) {
  return useQuery(bookmarkedCardsQueryOptions(params, enabled));
}
