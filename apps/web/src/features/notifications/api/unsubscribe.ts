import type { NotificationUnsubscribeResult } from "@keen/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/**
 * Turns off e-mails of one type with the token of an e-mail's unsubscribe link
 * (`POST /Notifications/Unsubscribe`, no sign-in). A bad or expired link answers 400, which the
 * page explains itself.
 */
export async function unsubscribe(token: string): Promise<NotificationUnsubscribeResult> {
  const { data } = await apiClient.post<NotificationUnsubscribeResult>(
    "/Notifications/Unsubscribe",
    { token },
    { quietStatuses: [400, 404] },
  );
  return data;
}

/** The unsubscribe page's button. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
