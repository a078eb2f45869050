import type { CmsPageImage } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cmsKeys } from "./cms-keys";

/** The images uploaded for a page, with signed URLs (`GET /CmsPage/{id}/Images`, admins). */
export async function getCmsPageImages(id: string, signal?: AbortSignal): Promise<CmsPageImage[]> {
  const { data } = await apiClient.get<CmsPageImage[]>(`/CmsPage/${encodeURIComponent(id)}/Images`, {
    signal,
    // A deleted page is said once, by the page's own query.
    quietStatuses: [400, 404],
  });
  return data;
}

/** Query options for a page's images. */
export function cmsPageImagesQueryOptions(id: string) {
  return queryOptions({
    queryKey: cmsKeys.images(id),
    queryFn: ({ signal }) => getCmsPageImages(id, signal),
  });
}

/** A page's images, for showing the ones in its content while editing (none for a new page). */
export function useCmsPageImages(id: string | undefined) {
  return useQuery({ ...cmsPageImagesQueryOptions(id ?? ""), enabled: !!id });
}
