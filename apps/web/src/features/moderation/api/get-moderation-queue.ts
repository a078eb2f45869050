import type { ModerationQueue } from "@keen/contracts";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** Query keys of the moderation queue: everything under `['admin', 'reports']`. */
export const moderationKeys = { all: ["admin", "reports"] as const };

/** One page of open reported items, oldest first (`GET /Admin/Reports`, admins). */
export async function getModerationQueue(cursor: string | undefined, signal?: AbortSignal) {
  const params = { limit: 20, ...(cursor ? { cursor } : {}) };
  return (await apiClient.get<ModerationQueue>("/Admin/Reports", { params, signal })).data;
}

/** Query options for the queue, page after page by cursor. */
export function moderationQueueQueryOptions() {
  return infiniteQueryOptions({
    queryKey: moderationKeys.all,
    queryFn: ({ pageParam, signal }) => getModerationQueue(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The open reported items, loaded page by page. */
export function useModerationQueue() {
  return useInfiniteQuery(moderationQueueQueryOptions());
}
