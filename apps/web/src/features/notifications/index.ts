/**
 * The notifications feature's public pieces: the header's bell, and the cache updates the live
 * stream hands it. Its pages (`/notifications`, `/unsubscribe`) are lazy routes.
 */
export { NotificationBell } from "./components/notification-bell";
export { applyNotificationLiveEvent, refreshNotifications } from "./lib/notification-cache";
