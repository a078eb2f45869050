import { notificationDigests, notifications, users } from "@keen/db";
import { defineJob, jobKind } from "@keen/jobs";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { JobDeps } from "../../job-deps";
import { createNotifications, notificationEmailJob } from "./create-notifications";
import { describeNotification } from "./describe-notification";
import { findMemberChannels, memberChannel } from "./member-channel";
import { notifyJob } from "./notification-events";
import { digestMail, notificationMail } from "./notification-mail";

/** Once a week (Monday 08:00 UTC, once per cluster): queues each member's digest. */
export const weeklyDigestJob = jobKind<object>("notifications.weekly-digest");
/** One member's weekly digest e-mail. */
export const memberDigestJob = jobKind<{ userId: string }>("notifications.member-digest");

const DIGEST_ITEMS = 20;

/** The notification jobs: turning events into notifications, e-mails and the weekly digest. */
export function notificationJobDefinitions(deps: JobDeps) {
  const { db, mailer, jobs, config } = deps;
  const links = { appUrl: config.appUrl.replace(/\/+$/, ""), secret: config.files.fileUrls.secret };
  return [
    defineJob(notifyJob, {
      handle: async (event) => {
        const text = await describeNotification(db, event);
        if (!text) return;
        await db.transaction((tx) =>
          createNotifications(tx, jobs, {
            ...text,
            recipientIds: event.recipientIds,
            actorId: event.actorId,
          }),
        );
      },
    }),
    defineJob(notificationEmailJob, {
      handle: async ({ notificationId }) => {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .select({
              type: notifications.type,
              title: notifications.title,
              body: notifications.body,
              link: notifications.link,
              readAt: notifications.readAt,
              emailedAt: notifications.emailedAt,
              userId: users.id,
              email: users.email,
              firstName: users.firstName,
            })
            .from(notifications)
            .innerJoin(users, eq(users.id, notifications.recipientId))
            .where(eq(notifications.id, notificationId))
            .for("update", { of: notifications });
          // Gone, already sent, or read in the app before the e-mail went: nothing to send.
          if (!row || row.emailedAt || row.readAt) return;
          const channels = await findMemberChannels(tx, [row.userId], row.type);
          if (channels.get(row.userId) !== "email") return;
          await mailer.send(notificationMail(links, row, row));
          await tx
            .update(notifications)
            .set({ emailedAt: sql`now()` })
            .where(eq(notifications.id, notificationId));
        });
      },
    }),
    defineJob(weeklyDigestJob, {
      cron: "0 8 * * 1",
      handle: async () => {
        const due = await db
          .selectDistinct({ userId: notifications.recipientId })
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.recipientId))
          .where(
            and(
              isNull(notifications.readAt),
              gt(notifications.createdAt, sql`now() - interval '7 days'`),
              sql`${memberChannel(users.id, "weekly_digest")} = 'email'`,
            ),
          );
        const week = new Date().toISOString().slice(0, 10);
        for (const { userId } of due) {
          await jobs.send(memberDigestJob, { userId }, { singletonKey: `${userId}:${week}` });
        }
      },
    }),
    defineJob(memberDigestJob, {
      handle: async ({ userId }) => {
        await db.transaction(async (tx) => {
          // Lock (or create) the member's digest row: one digest at a time, one a week.
          await tx
            .insert(notificationDigests)
            .values({ userId, sentAt: new Date(0) })
            .onConflictDoNothing();
          const [last] = await tx
            .select({ sentAt: notificationDigests.sentAt })
            .from(notificationDigests)
            .where(eq(notificationDigests.userId, userId))
            .for("update");
          if (last && Date.now() - last.sentAt.getTime() < 6 * 24 * 3600 * 1000) return;
          const [member] = await tx
            .select({ userId: users.id, email: users.email, firstName: users.firstName })
            .from(users)
            .where(eq(users.id, userId));
          if (!member) return;
          const recent = and(
            eq(notifications.recipientId, userId),
            isNull(notifications.readAt),
            gt(notifications.createdAt, sql`now() - interval '7 days'`),
          );
          const [items, [total]] = await Promise.all([
            tx
              .select({ title: notifications.title, body: notifications.body })
              .from(notifications)
              .where(recent)
              .orderBy(desc(notifications.createdAt))
              .limit(DIGEST_ITEMS),
            tx.select({ n: count() }).from(notifications).where(recent),
          ]);
          const n = Number(total?.n ?? 0);
          if (n === 0) return;
          await mailer.send(digestMail(links, member, items, n));
          await tx
            .update(notificationDigests)
            .set({ sentAt: sql`now()` })
            .where(eq(notificationDigests.userId, userId));
        });
      },
    }),
  ];
}
