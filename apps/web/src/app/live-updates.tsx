import { useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/auth";
import { useLiveEvents } from "@/features/live";
import { applyMessageLiveEvent, refreshMessages } from "@/features/messages";
import { applyNotificationLiveEvent, refreshNotifications } from "@/features/notifications";

/**
 * The tab's live stream, open while a signed-in member has finished onboarding (closed on
 * sign-out): each event goes to the feature whose cache it changes.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const { isAuthenticated, userData } = useCurrentUser();
  const myUserId = userData?.userId;
  useLiveEvents({
    enabled: isAuthenticated && !!userData?.isOnboarded,
    onNotification: (event) => applyNotificationLiveEvent(queryClient, event),
    onMessage: (event) => {
      if (myUserId) applyMessageLiveEvent(queryClient, event, myUserId);
    },
    onReconnect: () => {
      void refreshNotifications(queryClient);
      void refreshMessages(queryClient);
    },
  });
  return null;
}
