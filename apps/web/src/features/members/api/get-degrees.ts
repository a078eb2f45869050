import type { Degree } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { memberKeys } from "./member-keys";

/** A member's degrees (`GET /Degree/ByUser/{userId}`), newest first as the server orders them. */
export async function getDegrees(userId: string, signal?: AbortSignal): Promise<Degree[]> {
  const { data } = await apiClient.get<Degree[]>(`/Degree/ByUser/${encodeURIComponent(userId)}`, { signal });
  return data;
}

/** Query options for a member's degrees; waits for the member id. */
export function degreesQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: memberKeys.entries(userId ?? "", "Degree"),
    queryFn: ({ signal }) => getDegrees(userId ?? "", signal),
    enabled: !!userId,
  });
}

/** A member's degrees, for the profile and the settings editor. */
export function useDegrees(userId: string | undefined) {
  return useQuery(degreesQueryOptions(userId));
}
