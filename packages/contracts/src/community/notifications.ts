import { z } from "zod";
import { NotificationChannelSchema, NotificationTypeSchema } from "../members/notification-preferences";
import { pageQuery } from "../paging";

const dateTime = z.iso.datetime({ offset: true });

/** Who caused a notification (absent for the platform itself or a deleted member). */
export const NotificationActorSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** Relative to the API base: `/User/{id}/ProfilePicture?size=64&v=…`. */
  pictureUrl: z.string(),
});

/** One notification of the caller (`GET /Notifications`, and `event: notification` on `/Events`). */
export const NotificationSchema = z.object({
  id: z.uuid(),
  type: NotificationTypeSchema,
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the web app (a path such as `/card/{id}`). */
  link: z.string(),
  actor: NotificationActorSchema.nullable(),
  createdAt: dateTime,
  readAt: dateTime.nullable(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /Notifications`: newest first, page by page; `unread=true` lists only unread ones. */
export const NotificationListQuerySchema = z.object({
  ...pageQuery,
  unread: z
    .enum(["true", "false"], { message: "must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Unread notifications of the caller in all (not only this page). */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** `GET /Notifications/Count`. */
export const NotificationCountSchema = z.object({ unread: z.number().int() });
export type NotificationCount = z.infer<typeof NotificationCountSchema>;

export const NotificationIdParamsSchema = z.object({
  id: z.uuid({ message: "must be a notification id (UUID)" }),
});

/** `POST /Notifications/Unsubscribe`: the token from an e-mail's unsubscribe link (no sign-in). */
export const NotificationUnsubscribeSchema = z.object({
  token: z.string().min(10, "is not a valid unsubscribe link").max(500, "is not a valid unsubscribe link"),
});
export const NotificationUnsubscribeResultSchema = z.object({
  type: NotificationTypeSchema,
  /** What the type is now: `in_app` (shown in the app, no more e-mails). */
  channel: NotificationChannelSchema,
});
export type NotificationUnsubscribeResult = z.infer<typeof NotificationUnsubscribeResultSchema>;
