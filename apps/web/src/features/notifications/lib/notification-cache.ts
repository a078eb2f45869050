import type { Notification, NotificationList, NotificationLiveEvent } from "@keen/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { type NotificationListParams, notificationKeys } from "../api/notification-keys";

type ListChange = (list: NotificationList, params: NotificationListParams) => NotificationList;

/** Applies `change` to every cached page of notifications (all filters and pages). */
export function patchNotificationLists(queryClient: QueryClient, change: ListChange): void {
  for (const [key, list] of queryClient.getQueriesData<NotificationList>({
    queryKey: notificationKeys.lists(),
  })) {
    const params = key[2] as NotificationListParams | undefined;
    if (list && params) queryClient.setQueryData(key, change(list, params));
  }
}

/** The list with these notifications shown as read (the time is the server's when it is known). */
export function markRead(list: NotificationList, ids: readonly string[] | "all", readAt: string) {
  const isHit = (n: Notification) => ids === "all" || ids.includes(n.id);
  return {
    ...list,
    items: list.items.map((n) => (isHit(n) && !n.isRead ? { ...n, isRead: true, readAt } : n)),
  };
}

/** The list without these notifications. */
export function removeFrom(list: NotificationList, ids: readonly string[]): NotificationList {
  const items = list.items.filter((n) => !ids.includes(n.id));
  return { ...list, items, total: Math.max(0, list.total - (list.items.length - items.length)) };
}

/** A first page with a new notification on top (later pages shift, so they are refetched instead). */
export function prepend(list: NotificationList, notification: Notification): NotificationList {
  if (list.page !== 1 || list.items.some((n) => n.id === notification.id)) return list;
  return { ...list, items: [notification, ...list.items].slice(0, list.pageSize), total: list.total + 1 };
}

/** The count of each client's latest live event, so a late re-set never puts back an older one. */
const latestCounts = new WeakMap<QueryClient, { unread: number }>();

/**
 * Brings the cache in line with a live event (`event: notification`): the unread count is set from
 * the event, cached lists are changed in place, and pages the change shifts are refetched.
 */
export function applyNotificationLiveEvent(queryClient: QueryClient, event: NotificationLiveEvent): void {
  const count = { unread: event.unread };
  queryClient.setQueryData(notificationKeys.count(), count);
  // A count request sent before this event (the bell's first load, a refresh after reconnecting)
  // may answer after it with the older number: cancel it, and set the event's count once more
  // after the cancelled request has put back what it replaced.
  latestCounts.set(queryClient, count);
  if (queryClient.isFetching({ queryKey: notificationKeys.count() }) > 0) {
    void queryClient.cancelQueries({ queryKey: notificationKeys.count() }).then(() => {
      const latest = latestCounts.get(queryClient);
      if (latest) queryClient.setQueryData(notificationKeys.count(), latest);
    });
  }
  const now = new Date().toISOString();
  patchNotificationLists(queryClient, (list) => {
    const withCount = { ...list, unread: event.unread };
    switch (event.action) {
      case "created":
        return prepend(withCount, event.notification);
      case "read":
        return markRead(withCount, event.ids, now);
      case "all_read":
        return markRead(withCount, "all", now);
      case "deleted":
        return removeFrom(withCount, event.ids);
    }
  });
  if (event.action === "created" || event.action === "deleted") {
    // Pages after the first shift by one; a short first page may now have one more to show.
    void queryClient.invalidateQueries({
      queryKey: notificationKeys.lists(),
      predicate: (query) => {
        const list = query.state.data as NotificationList | undefined;
        return !list || list.page > 1 || list.items.length < Math.min(list.total, list.pageSize);
      },
    });
  }
}

/** Refetches everything about notifications (after the live stream was down and events were missed). */
export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
