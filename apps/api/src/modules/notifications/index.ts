/** The notifications module's face: what the app and other modules use of it. */
export { emitNotification, type ReviewStep } from "./notification-events";
export { notificationJobDefinitions } from "./notification-jobs";
export { notificationsRoutes } from "./notifications.routes";
