import type { NotificationType } from "@keen/contracts";

/** The words and link of a notification, the same for every recipient of one event. */
export type NotificationText = {
  type: NotificationType;
  title: string;
  body: string;
  link: string;
  /** Repeats with the same key fold into one unread notification. */
  groupKey: string | null;
};
