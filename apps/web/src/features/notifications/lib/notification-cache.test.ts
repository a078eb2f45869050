import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { type NotificationListParams, notificationKeys } from "../api/notification-keys";
import { buildNotification, buildNotificationList } from "../testing/notification-fixtures";
import { applyNotificationLiveEvent } from "./notification-cache";

const firstPage: NotificationListParams = { page: 1, pageSize: 3, isUnreadOnly: false };
const secondPage: NotificationListParams = { page: 2, pageSize: 3, isUnreadOnly: false };

function cacheWith() {
  const queryClient = new QueryClient();
  const a = buildNotification();
  const b = buildNotification({ isRead: true, readAt: new Date().toISOString() });
  const c = buildNotification();
  queryClient.setQueryData(notificationKeys.count(), { unread: 2 });
  queryClient.setQueryData(
    notificationKeys.list(firstPage),
    buildNotificationList([a, b, c], { pageSize: 3, total: 5, unread: 2 }),
  );
  return { queryClient, a, b, c };
}

const listOf = (queryClient: QueryClient, params = firstPage) =>
  queryClient.getQueryData<ReturnType<typeof buildNotificationList>>(notificationKeys.list(params));

describe("applyNotificationLiveEvent", () => {
  it("puts a new notification on top of the first page and sets the count from the event", () => {
    const { queryClient, a, b } = cacheWith();
    const fresh = buildNotification({ title: "Your card was published" });
    applyNotificationLiveEvent(queryClient, { action: "created", notification: fresh, unread: 3 });

    expect(queryClient.getQueryData(notificationKeys.count())).toEqual({ unread: 3 });
    const list = listOf(queryClient);
    expect(list?.items.map((n) => n.id)).toEqual([fresh.id, a.id, b.id]);
    expect(list?.total).toBe(6);
    expect(list?.unread).toBe(3);

    // The same event twice (another tab's echo) changes nothing more.
    applyNotificationLiveEvent(queryClient, { action: "created", notification: fresh, unread: 3 });
    expect(listOf(queryClient)?.total).toBe(6);
  });

  it("keeps the event's count when a count request sent before the event answers after it", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (value: { unread: number }) => void = () => {};
    const stale = queryClient.fetchQuery({
      queryKey: notificationKeys.count(),
      queryFn: () => new Promise<{ unread: number }>((resolve) => (answer = resolve)),
    });
    const fresh = buildNotification({ title: "Max added you as a co-author" });
    applyNotificationLiveEvent(queryClient, { action: "created", notification: fresh, unread: 1 });
    answer({ unread: 0 });
    await stale.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(queryClient.getQueryData(notificationKeys.count())).toEqual({ unread: 1 });
  });

  it("marks notifications read, one by one or all at once", () => {
    const { queryClient, a, c } = cacheWith();
    applyNotificationLiveEvent(queryClient, { action: "read", ids: [a.id], unread: 1 });
    expect(listOf(queryClient)?.items.map((n) => n.isRead)).toEqual([true, true, false]);
    expect(queryClient.getQueryData(notificationKeys.count())).toEqual({ unread: 1 });

    applyNotificationLiveEvent(queryClient, { action: "all_read", unread: 0 });
    const list = listOf(queryClient);
    expect(list?.items.every((n) => n.isRead && n.readAt)).toBe(true);
    expect(list?.items.find((n) => n.id === c.id)?.readAt).toBeTruthy();
    expect(queryClient.getQueryData(notificationKeys.count())).toEqual({ unread: 0 });
  });

  it("removes deleted notifications and refetches pages that shift", () => {
    const { queryClient, a, b, c } = cacheWith();
    queryClient.setQueryData(
      notificationKeys.list(secondPage),
      buildNotificationList([buildNotification()], { page: 2, pageSize: 3, total: 5 }),
    );
    applyNotificationLiveEvent(queryClient, { action: "deleted", ids: [b.id], unread: 2 });

    const list = listOf(queryClient);
    expect(list?.items.map((n) => n.id)).toEqual([a.id, c.id]);
    expect(list?.total).toBe(4);
    const state = (params: NotificationListParams) =>
      queryClient.getQueryState(notificationKeys.list(params))?.isInvalidated;
    // Page 1 lost a row while more exist, and page 2 shifted: both are refetched.
    expect(state(firstPage)).toBe(true);
    expect(state(secondPage)).toBe(true);
  });
});
