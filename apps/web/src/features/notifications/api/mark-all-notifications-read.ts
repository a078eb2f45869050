import type { NotificationCount } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { markRead, patchNotificationLists } from "../lib/notification-cache";
import { notificationKeys } from "./notification-keys";

/** Marks every notification of the caller read (`POST /Notifications/MarkAllRead`). */
export async function markAllNotificationsRead(): Promise<NotificationCount> {
  const { data } = await apiClient.post<NotificationCount>("/Notifications/MarkAllRead");
  return data;
}

/** The "Mark all as read" action; the answer is the new unread count. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (count) => {
      queryClient.setQueryData(notificationKeys.count(), count);
      patchNotificationLists(queryClient, (list) => ({
        ...markRead(list, "all", new Date().toISOString()),
        unread: count.unread,
      }));
    },
  });
}
