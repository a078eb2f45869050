import type { Notification } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { markRead, patchNotificationLists } from "../lib/notification-cache";
import { notificationKeys } from "./notification-keys";

/** Marks one of the caller's notifications read (`POST /Notifications/{id}/MarkRead`). */
export async function markNotificationRead(id: string): Promise<Notification> {
  const { data } = await apiClient.post<Notification>(`/Notifications/${encodeURIComponent(id)}/MarkRead`);
  return data;
}

/** The "mark as read" action (also run when a notification is opened). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (notification) => {
      patchNotificationLists(queryClient, (list) =>
        markRead(list, [notification.id], notification.readAt ?? new Date().toISOString()),
      );
      return queryClient.invalidateQueries({ queryKey: notificationKeys.count() });
    },
  });
}
