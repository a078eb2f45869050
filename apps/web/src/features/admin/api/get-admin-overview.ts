import type { AdminOverview } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** Counts for the Admin Portal's first page (`GET /Admin/Overview`, admins). */
export async function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  const { data } = await apiClient.get<AdminOverview>("/Admin/Overview", { signal });
  return data;
}

/** Query options for the admin overview (under `['admin']`). */
export function adminOverviewQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "overview"] as const,
    queryFn: ({ signal }) => getAdminOverview(signal),
  });
}

/** The admin overview counts. */
export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}
