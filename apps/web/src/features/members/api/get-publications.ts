import type { Publication } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { memberKeys } from "./member-keys";

/** A member's publications (`GET /Publication/ByUser/{userId}`). */
export async function getPublications(userId: string, signal?: AbortSignal): Promise<Publication[]> {
  const { data } = await apiClient.get<Publication[]>(`/Publication/ByUser/${encodeURIComponent(userId)}`, {
    signal,
  });
  return data;
}

/** Query options for a member's publications; waits for the member id. */
export function publicationsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: memberKeys.entries(userId ?? "", "Publication"),
    queryFn: ({ signal }) => getPublications(userId ?? "", signal),
    enabled: !!userId,
  });
}

/** A member's publications, for the profile and the settings editor. */
export function usePublications(userId: string | undefined) {
  return useQuery(publicationsQueryOptions(userId));
}
