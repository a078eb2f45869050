import type { DraftSearchResult, SearchResult, SearchSort, SearchType } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchClient } from "@/lib/api-client";

/** Results shown per page on the search page. */
export const SEARCH_PAGE_SIZE = 20;

export type SearchParams = {
  query: string;
  /** One type, or null for cards and members. */
  types: SearchType | null;
  page: number;
  /** Only peer-reviewed / Exemplar cards (the search service leaves members out then). */
  reviewed?: boolean;
  exemplar?: boolean;
  /** Card facet filters (ids for type and discipline) and the card order. */
  cardType?: string;
  discipline?: string;
  tag?: string;
  sort?: SearchSort;
};

/** One page of cards and/or members (`GET {search}/Search`); cards come before members. */
export async function getSearchResults(params: SearchParams, signal?: AbortSignal): Promise<SearchResult> {
  const { data } = await searchClient.get<SearchResult>("/Search", {
    params: {
      query: params.query || undefined,
      types: params.types ?? undefined,
      page: params.page,
      pageSize: SEARCH_PAGE_SIZE,
      reviewed: params.reviewed || undefined,
      exemplar: params.exemplar || undefined,
      cardType: params.cardType || undefined,
      discipline: params.discipline || undefined,
      tag: params.tag || undefined,
      sort: params.sort || undefined,
    },
    signal,
  });
  return data;
}

/** Query options for a search page; the previous page stays on screen while the next loads. */
export function searchResultsQueryOptions(params: SearchParams) {
  const { query, types, page, reviewed = false, exemplar = false, cardType, discipline, tag, sort } = params;
  return queryOptions({
    queryKey: [
      "search",
      { query, types, page, reviewed, exemplar, cardType, discipline, tag, sort },
    ] as const,
    queryFn: ({ signal }) => getSearchResults(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The search page's results. */
export function useSearchResults(params: SearchParams) {
  return useQuery(searchResultsQueryOptions(params));
}

/** One page of the caller's own cards found by their drafts (`GET {search}/Search/draft`). */
export async function getDraftResults(
  params: { query: string; page: number },
  signal?: AbortSignal,
): Promise<DraftSearchResult> {
  const { data } = await searchClient.get<DraftSearchResult>("/Search/draft", {
    params: { query: params.query || undefined, page: params.page, pageSize: SEARCH_PAGE_SIZE },
    signal,
  });
  return data;
}

/** The "My drafts" results. */
export function useDraftResults(params: { query: string; page: number }) {
  return useQuery({
    queryKey: ["search", "drafts", params] as const,
    queryFn: ({ signal }) => getDraftResults(params, signal),
    placeholderData: keepPreviousData,
  });
}
