import { useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/auth";
import { useLiveEvents } from "@/features/live";
import { applyNotificationLiveEvent, refreshNotifications } from "@/features/notifications";

/**
 * The tab's live stream, open while a signed-in member has finished onboarding (closed on
 * sign-out): each event goes to the feature whose cache it changes.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const { isAuthenticated, userData } = useCurrentUser();
  useLiveEvents({
    enabled: isAuthenticated && !!userData?.isOnboarded,
    onNotification: (event) => applyNotificationLiveEvent(queryClient, event),
    onMessage: () => undefined,
    onReconnect: () => void refreshNotifications(queryClient),
  });
  return null;
}
