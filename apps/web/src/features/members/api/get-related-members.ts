import type { RelatedMember } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { memberKeys } from "./member-keys";

/** Members related to one member, best first, with the reasons (`GET /User/{id}/Related`, unchanged). */
export async function getRelatedMembers(userId: string, signal?: AbortSignal): Promise<RelatedMember[]> {
  const { data } = await apiClient.get<RelatedMember[]>(`/User/${encodeURIComponent(userId)}/Related`, {
    signal,
  });
  return data;
}

/** Query options for related members; waits for the member id. */
export function relatedMembersQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: memberKeys.related(userId ?? ""),
    queryFn: ({ signal }) => getRelatedMembers(userId ?? "", signal),
    enabled: !!userId,
  });
}

/** The "related members" panel of a profile. */
export function useRelatedMembers(userId: string | undefined) {
  return useQuery(relatedMembersQueryOptions(userId));
}
