/** Which page of notifications a list shows. */
export type NotificationListParams = { page: number; pageSize: number; isUnreadOnly: boolean };

/** Cache keys of the notifications feature, all under `['notifications']`. */
export const notificationKeys = {
  all: ["notifications"] as const,
  count: () => [...notificationKeys.all, "count"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  list: (params: NotificationListParams) => [...notificationKeys.lists(), params] as const,
};
