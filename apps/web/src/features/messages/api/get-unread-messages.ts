import type { MessageUnreadCount } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

const BACKGROUND_STATUSES = [403, 404, 500, 502, 503, 504];

import { messageKeys } from "./message-keys";

/** The caller's unread messages over all rooms (`GET /Messages/Unread`). */
export async function getUnreadMessages(signal?: AbortSignal): Promise<MessageUnreadCount> {
  const { data } = await apiClient.get<MessageUnreadCount>("/Messages/Unread", {
    signal,
    // A header count that cannot load shows no number; it is not worth an error toast on every page.
    quietStatuses: BACKGROUND_STATUSES,
  });
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
