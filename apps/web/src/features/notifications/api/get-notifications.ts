import type { NotificationList } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type NotificationListParams, notificationKeys } from "./notification-keys";

/** One page of the caller's notifications, newest first (`GET /Notifications?page&pageSize&unread`). */
export async function getNotifications(
  { page, pageSize, isUnreadOnly }: NotificationListParams,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const { data } = await apiClient.get<NotificationList>("/Notifications", {
    params: { page, pageSize, unread: isUnreadOnly ? "true" : undefined },
    signal,
  });
  return data;
}

/** Query options for a page of notifications; the live stream keeps it current, so no polling. */
export function notificationsQueryOptions(params: NotificationListParams, enabled = true) {
  return queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => getNotifications(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A page of notifications, for the bell's dropdown and the notifications page. */
export function useNotifications(params: NotificationListParams, enabled = true) {
  return useQuery(notificationsQueryOptions(params, enabled));
}
