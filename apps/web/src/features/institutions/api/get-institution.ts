import type { InstitutionDetail } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { institutionKeys } from "./institution-keys";

/**
 * One institution with its ordered lists and statistics (`GET /Institution/{id}`). An unknown or
 * malformed id (404 / 400) is left to the page, which shows the not-found screen instead of a toast.
 */
export async function getInstitution(id: string, signal?: AbortSignal): Promise<InstitutionDetail> {
  const { data } = await apiClient.get<InstitutionDetail>(`/Institution/${encodeURIComponent(id)}`, {
    signal,
    quietStatuses: [400, 404],
  });
  return data;
}

/** Query options for one institution. */
export function institutionQueryOptions(id: string) {
  return queryOptions({
    queryKey: institutionKeys.detail(id),
    queryFn: ({ signal }) => getInstitution(id, signal),
    enabled: !!id,
  });
}

/** An institution's page data (public page and the admin editor). */
export function useInstitution(id: string) {
  return useQuery(institutionQueryOptions(id));
}
