import { useSyncExternalStore } from "react";

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

type Toast = typeof import("sonner").toast;

/**
 * Runs `action` with sonner's `toast` once sonner has loaded: it comes with the first notification,
 * not with every page (the app's Toaster mounts then too, and sonner shows it toasts raised before).
 */
function withToast(action: (toast: Toast) => void): void {
  void import("sonner").then(({ toast }) => action(toast));
}

/**
 * Queues a notification and shows it as a toast (see docs/decisions/0004-visible-error-toasts.md).
 * Returns the record's id so callers can dismiss it.
 */
export function notify(input: Omit<AppNotification, "id">): string {
  const notification = { ...input, id: createNotificationId() };
  setQueue([...queue, notification]);
  withToast((toast) =>
    toast[input.type](input.title, {
      id: notification.id,
      description: input.message,
      onDismiss: () => dismissNotification(notification.id),
      onAutoClose: () => dismissNotification(notification.id),
    }),
  );
  return notification.id;
}

/** Removes a notification from the queue and its toast from the screen. */
export function dismissNotification(id: string): void {
  if (!queue.some((n) => n.id === id)) return;
  setQueue(queue.filter((n) => n.id !== id));
  withToast((toast) => toast.dismiss(id));
}

/** Empties the queue (sign-out, tests). */
export function clearNotifications(): void {
  const ids = queue.map((n) => n.id);
  if (ids.length)
    withToast((toast) => {
      for (const id of ids) toast.dismiss(id);
    });
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
