import type { CmsPageList } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type CmsPageListFilters, cmsKeys } from "./cms-keys";

/** Every page, active or not (`GET /CmsPage`, admins), filtered by text and state. */
export async function getCmsPages(filters: CmsPageListFilters = {}, signal?: AbortSignal) {
  const { data } = await apiClient.get<CmsPageList>("/CmsPage", { params: filters, signal });
  return data;
}

/** Query options for the admin page list; the previous results stay while a search runs. */
export function cmsPagesQueryOptions(filters: CmsPageListFilters = {}) {
  return queryOptions({
    queryKey: cmsKeys.list(filters),
    queryFn: ({ signal }) => getCmsPages(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** The admin list of CMS pages. */
export function useCmsPages(filters: CmsPageListFilters = {}) {
  return useQuery(cmsPagesQueryOptions(filters));
}
