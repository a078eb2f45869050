import {
  type NotificationChannel,
  NotificationCountSchema,
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSchema,
  NotificationUnsubscribeResultSchema,
  NotificationUnsubscribeSchema,
} from "@keen/contracts";
import { type Database, notificationPreferences, notifications, users } from "@keen/db";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiConfig } from "../../config";
import { badRequest, notFound } from "../../lib/errors";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { publishLive } from "../live";
import { markNotificationsRead } from "./create-notifications";
import { countUnread, findOwnNotification, listNotifications } from "./list-notifications";
import { readUnsubscribeToken } from "./unsubscribe-token";

const tags = ["notifications"];
const params = NotificationIdParamsSchema;

/**
 * The caller's notifications (spec §7): list, unread count, mark read (one or all), delete. A
 * member only ever sees and changes their own: another member's id answers 404. Every change is
 * sent to the member's other tabs and devices as `event: notification`.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Database; config: ApiConfig }> = async (
  app,
  { db, config },
) => {
  app.get(
    "/Notifications",
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first (`unread=true`: only unread ones)",
        security: bearerAuth,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { member } = await requireMember(request);
      return listNotifications(db, member.id, request.query);
    },
  );

  app.get(
    "/Notifications/Count",
    {
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread",
        security: bearerAuth,
        response: { 200: NotificationCountSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { member } = await requireMember(request);
      return { unread: await countUnread(db, member.id) };
    },
  );

  app.post(
    "/Notifications/:id/MarkRead",
    {
      schema: {
        tags,
        summary: "Mark one of the caller's notifications read (answers it)",
        security: bearerAuth,
        params,
        response: { 200: NotificationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { member } = await requireMember(request);
      return db.transaction(async (tx) => {
        const ids = await markNotificationsRead(tx, member.id, [request.params.id]);
        const notification = await findOwnNotification(tx, member.id, request.params.id);
        if (!notification) throw notFound("Notification");
        if (ids.length > 0) {
          await publishLive(tx, {
            userIds: [member.id],
            event: "notification",
            data: { action: "read", ids, unread: await countUnread(tx, member.id) },
          });
        }
        return notification;
      });
    },
  );

  app.post(
    "/Notifications/MarkAllRead",
    {
      schema: {
        tags,
        summary: "Mark all of the caller's notifications read",
        security: bearerAuth,
        response: { 200: NotificationCountSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { member } = await requireMember(request);
      return db.transaction(async (tx) => {
        const ids = await markNotificationsRead(tx, member.id);
        if (ids.length > 0) {
          await publishLive(tx, {
            userIds: [member.id],
            event: "notification",
            data: { action: "all_read", unread: 0 },
          });
        }
        return { unread: await countUnread(tx, member.id) };
      });
    },
  );

  app.delete(
    "/Notifications/:id",
    {
      schema: {
        tags,
        summary: "Delete one of the caller's notifications",
        security: bearerAuth,
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(request);
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(notifications)
          .where(and(eq(notifications.id, request.params.id), eq(notifications.recipientId, member.id)))
          .returning({ id: notifications.id });
        if (deleted.length === 0) throw notFound("Notification");
        await publishLive(tx, {
          userIds: [member.id],
          event: "notification",
          data: { action: "deleted", ids: [request.params.id], unread: await countUnread(tx, member.id) },
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/Notifications/Unsubscribe",
    {
      schema: {
        tags,
        summary: "Stop e-mails of one type, from the link in such an e-mail (no sign-in needed)",
        body: NotificationUnsubscribeSchema,
        response: { 200: NotificationUnsubscribeResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const target = readUnsubscribeToken(config.files.fileUrls.secret, request.body.token);
      const invalid = () =>
        badRequest("This unsubscribe link is not valid. Change your e-mails in Settings → Notifications.", [
          { field: "token", message: "is not a valid unsubscribe link" },
        ]);
      if (!target) throw invalid();
      const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, target.userId));
      if (!member) throw invalid();
      // Keep it in the app, stop the e-mails; the digest is e-mail only, so it stops altogether.
      const channel: NotificationChannel = target.type === "weekly_digest" ? "off" : "in_app";
      await db
        .insert(notificationPreferences)
        .values({ userId: member.id, type: target.type, channel })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: { channel, updatedAt: new Date() },
        });
      return { type: target.type, channel };
    },
  );
};
