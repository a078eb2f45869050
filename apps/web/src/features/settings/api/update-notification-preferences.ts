import type { NotificationPreference, NotificationPreferencesUpdateInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys";

/** Saves changed channels (`PUT /User/me/NotificationPreferences`); answers with every type's channel. */
export async function updateNotificationPreferences(
  input: NotificationPreferencesUpdateInput,
): Promise<NotificationPreference[]> {
  const { data } = await apiClient.put<NotificationPreference[]>("/User/me/NotificationPreferences", input);
  return data;
}

/** The notification preferences form's submit; keeps the saved answer as the cached list. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(settingsKeys.notificationPreferences(), preferences),
  });
}
