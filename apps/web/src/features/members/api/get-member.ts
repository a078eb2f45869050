import type { User } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { toLowerCamelKeys } from "@/lib/lower-camel-keys";
import { memberKeys } from "./member-keys";

/** The error of a member lookup without an id (spec §5, §8). */
export const MISSING_MEMBER_ID = "No member ID provided";

/**
 * Loads one member by id (`GET /User/{id}`), field names lower-camel-cased (spec §3). An unknown or
 * malformed id (404 / 400) is left to the page, which shows the not-found screen instead of a toast.
 */
export async function getMember(id: string | undefined, signal?: AbortSignal): Promise<User> {
  if (!id) throw new Error(MISSING_MEMBER_ID);
  const { data } = await apiClient.get<unknown>(`/User/${encodeURIComponent(id)}`, {
    signal,
    quietStatuses: [400, 404],
  });
  return toLowerCamelKeys(data) as User;
}

/** Query options for one member; the query only runs once there is an id (spec §5). */
export function memberQueryOptions(id: string | undefined) {
  return queryOptions({
    queryKey: memberKeys.detail(id ?? ""),
    queryFn: ({ signal }) => getMember(id, signal),
    enabled: !!id,
  });
}

/** A member's record by id, for profile pages and author lists. */
export function useMember(id: string | undefined) {
  return useQuery(memberQueryOptions(id));
}
