import type { NotificationPreference } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys";

/** The signed-in member's channel for every notification type (`GET /User/me/NotificationPreferences`). */
export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreference[]> {
  const { data } = await apiClient.get<NotificationPreference[]>("/User/me/NotificationPreferences", {
    signal,
  });
  return data;
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.notificationPreferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

/** The notification preferences table's data. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
