import type { DraftSearchResult, SearchResult, SearchType } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchClient } from "@/lib/api-client";
import type { CardFilters } from "../lib/card-filters";

/** Results shown per page on the search page. */
export const SEARCH_PAGE_SIZE = 20;

export type SearchParams = {
  query: string;
  /** One type, or null for cards and members. */
  types: SearchType | null;
  page: number;
  /** Card filters and order (the service applies them to cards; members are listed as found). */
  filters?: CardFilters;
};

const joined = (values: string[] | undefined) => (values?.length ? values.join(",") : undefined);

/** One page of cards and/or members (`GET {search}/Search`); cards come before members. */
export async function getSearchResults(params: SearchParams, signal?: AbortSignal): Promise<SearchResult> {
  const { filters } = params;
  const { data } = await searchClient.get<SearchResult>("/Search", {
    params: {
      query: params.query || undefined,
      types: params.types ?? undefined,
      page: params.page,
      pageSize: SEARCH_PAGE_SIZE,
      reviewed: filters?.reviewed || undefined,
      exemplar: filters?.exemplar || undefined,
      cardType: joined(filters?.cardType),
      discipline: joined(filters?.discipline),
      courseLevel: joined(filters?.courseLevel),
      license: joined(filters?.license),
      tag: filters?.tag || undefined,
      sort: filters?.sort || undefined,
    },
    signal,
  });
  return data;
}

/** Query options for a search page; the previous page stays on screen while the next loads. */
export function searchResultsQueryOptions(params: SearchParams) {
  const { query, types, page, filters = null } = params;
  return queryOptions({
    queryKey: ["search", { query, types, page, filters }] as const,
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
