import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { patchNotificationLists, removeFrom } from "../lib/notification-cache";
import { notificationKeys } from "./notification-keys";

/** Deletes one of the caller's notifications (`DELETE /Notifications/{id}`). */
export async function deleteNotification(id: string): Promise<void> {
  await apiClient.delete(`/Notifications/${encodeURIComponent(id)}`);
}

/** The "Delete" action: gone from every list at once, then lists and count are refetched. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_data, id) => {
      patchNotificationLists(queryClient, (list) => removeFrom(list, [id]));
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
