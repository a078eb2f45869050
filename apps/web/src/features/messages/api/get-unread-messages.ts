import type { MessageUnreadCount } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { messageKeys } from "./message-keys";

/** The caller's unread messages over all rooms (`GET /Messages/Unread`). */
export async function getUnreadMessages(signal?: AbortSignal): Promise<MessageUnreadCount> {
  const { data } = await apiClient.get<MessageUnreadCount>("/Messages/Unread", { signal });
  return data;
}

/** Query options for the header's count; live events change it, so it never goes stale by itself. */
export function unreadMessagesQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => getUnreadMessages(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The messages icon's count. */
export function useUnreadMessages() {
  return useQuery(unreadMessagesQueryOptions());
}
