/** The settings feature's public pieces for other features: how notification types are named. */
export { notificationTypeTexts } from "./notifications/notification-types";
