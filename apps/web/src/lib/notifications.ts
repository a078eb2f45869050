import { useSyncExternalStore } from "react";
import { toast } from "sonner";

export type NotificationType = "info" | "success" | "warning" | "error";

/** A client notification record (spec §3). */
export type AppNotification = {
  /** Timestamp plus a random number up to 9999, as the spec defines it. */
  id: string;
  type: NotificationType;
  title: string;
  message: string;
};

type Listener = () => void;

let queue: readonly AppNotification[] = [];
const listeners = new Set<Listener>();

function setQueue(next: readonly AppNotification[]) {
  queue = next;
  for (const listener of listeners) listener();
}

/** Builds the spec's notification id: the current timestamp plus a random number up to 9999. */
export function createNotificationId(now = Date.now(), random = Math.random): string {
  return `${now}-${Math.floor(random() * 10000)}`;
}

const showToast = {
  info: toast.info,
  success: toast.success,
  warning: toast.warning,
  error: toast.error,
} satisfies Record<NotificationType, unknown>;

/**
 * Queues a notification and shows it as a toast (see docs/decisions/0004-visible-error-toasts.md).
 * Returns the record's id so callers can dismiss it.
 */
export function notify(input: Omit<AppNotification, "id">): string {
  const notification = { ...input, id: createNotificationId() };
  setQueue([...queue, notification]);
  showToast[input.type](input.title, {
    id: notification.id,
    description: input.message,
    onDismiss: () => dismissNotification(notification.id),
    onAutoClose: () => dismissNotification(notification.id),
  });
  return notification.id;
}

/** Removes a notification from the queue and its toast from the screen. */
export function dismissNotification(id: string): void {
  if (!queue.some((n) => n.id === id)) return;
  setQueue(queue.filter((n) => n.id !== id));
  toast.dismiss(id);
}

/** Empties the queue (sign-out, tests). */
export function clearNotifications(): void {
  for (const n of queue) toast.dismiss(n.id);
  setQueue([]);
}

/** The current queue, for code outside React. */
export function getNotifications(): readonly AppNotification[] {
  return queue;
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queued notifications, re-rendering when they change. */
export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(subscribe, getNotifications, getNotifications);
}
