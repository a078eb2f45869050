import type { CmsPage } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cmsKeys } from "./cms-keys";

/** One page by id, active or not, with its editable content (`GET /CmsPage/{id}`, admins). */
export async function getCmsPage(id: string, signal?: AbortSignal): Promise<CmsPage> {
  const { data } = await apiClient.get<CmsPage>(`/CmsPage/${encodeURIComponent(id)}`, {
    signal,
    quietStatuses: [400, 404],
  });
  return data;
}

/** Query options for a page being edited. */
export function cmsPageQueryOptions(id: string) {
  return queryOptions({ queryKey: cmsKeys.page(id), queryFn: ({ signal }) => getCmsPage(id, signal) });
}

/** A page for the admin editor. */
export function useCmsPage(id: string | undefined) {
  return useQuery({ ...cmsPageQueryOptions(id ?? ""), enabled: !!id });
}
