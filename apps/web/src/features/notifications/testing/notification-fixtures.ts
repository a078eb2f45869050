import type { Notification, NotificationList } from "@keen/contracts";

let sequence = 0;

/** A notification of the signed-in member; each call gets a fresh id. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`;
  return {
    id,
    type: "co_author_added",
    title: `Grace Hopper added you as a co-author ${sequence}`,
    body: "Wind turbine design challenge",
    link: `/card/c0000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    actor: {
      userId: "a0000000-0000-4000-8000-000000000001",
      firstName: "Grace",
      lastName: "Hopper",
      pictureUrl: "/User/a0000000-0000-4000-8000-000000000001/ProfilePicture?size=64",
    },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    isRead: false,
    ...overrides,
  };
}

/** A page of notifications as `GET /Notifications` answers it. */
export function buildNotificationList(
  items: Notification[],
  overrides: Partial<NotificationList> = {},
): NotificationList {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    unread: items.filter((n) => !n.isRead).length,
    ...overrides,
  };
}
