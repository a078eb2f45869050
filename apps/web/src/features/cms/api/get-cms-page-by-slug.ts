import type { CmsPage } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cmsKeys } from "./cms-keys";

/**
 * An active page by its slug (`GET /CmsPage/by-slug/{slug}`, everyone). A missing or inactive page
 * (404) is left to the route, which shows the not-found page instead of a toast.
 */
export async function getCmsPageBySlug(slug: string, signal?: AbortSignal): Promise<CmsPage> {
  const { data } = await apiClient.get<CmsPage>(`/CmsPage/by-slug/${encodeURIComponent(slug)}`, {
    signal,
    quietStatuses: [400, 404],
  });
  return data;
}

/** Query options for the page at a slug. */
export function cmsPageBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: cmsKeys.bySlug(slug),
    queryFn: ({ signal }) => getCmsPageBySlug(slug, signal),
    enabled: !!slug,
  });
}

/** The content page at `slug`, for the content routes and the catch-all `/{slug}`. */
export function useCmsPageBySlug(slug: string) {
  return useQuery(cmsPageBySlugQueryOptions(slug));
}
