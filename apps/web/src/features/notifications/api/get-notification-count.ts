import type { NotificationCount } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

const BACKGROUND_STATUSES = [403, 404, 500, 502, 503, 504];

import { notificationKeys } from "./notification-keys";

/** How many of the caller's notifications are unread (`GET /Notifications/Count`). */
export async function getNotificationCount(signal?: AbortSignal): Promise<NotificationCount> {
  const { data } = await apiClient.get<NotificationCount>("/Notifications/Count", {
    signal,
    // A header count that cannot load shows no number; it is not worth an error toast on every page.
    quietStatuses: BACKGROUND_STATUSES,
  });
  return data;
}

/** Query options for the unread count; live events set it, so it is never stale on its own. */
export function notificationCountQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: notificationKeys.count(),
    queryFn: ({ signal }) => getNotificationCount(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** The bell's unread count. */
export function useNotificationCount(enabled = true) {
  return useQuery(notificationCountQueryOptions(enabled));
}
