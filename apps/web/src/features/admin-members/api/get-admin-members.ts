import type { AdminMemberList, AdminMemberListQuery } from "@keen/contracts";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** The members page's filters (what the address keeps), without paging. */
export type MemberFilters = Partial<Omit<AdminMemberListQuery, "cursor" | "limit">>;

/** Members per page ("Show more members" loads the next). */
export const MEMBERS_PAGE_SIZE = 25;

/** Query keys of the members page: everything under `['admin', 'members']`. */
export const memberKeys = {
  all: ["admin", "members"] as const,
  list: (filters: MemberFilters) => [...memberKeys.all, "list", filters] as const,
};

/** One page of members matching the filters (`GET /Admin/Members`, admins). */
export async function getAdminMembers(
  filters: MemberFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminMemberList> {
  const { data } = await apiClient.get<AdminMemberList>("/Admin/Members", {
    params: { ...filters, limit: MEMBERS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    signal,
  });
  return data;
}

/** Query options for the members list, page after page by cursor. */
export function adminMembersQueryOptions(filters: MemberFilters) {
  return infiniteQueryOptions({
    queryKey: memberKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAdminMembers(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The members matching the filters, loaded page by page. */
export function useAdminMembers(filters: MemberFilters) {
  return useInfiniteQuery(adminMembersQueryOptions(filters));
}
