import { type Database, notifications } from "@keen/db";
import { type JobSender, jobKind } from "@keen/jobs";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { publishLive } from "../live";
import { countUnreadByRecipient, loadNotificationsByIds } from "./list-notifications";
import { findMemberChannels } from "./member-channel";
import type { NotificationText } from "./notification-text";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Sends one stored notification by e-mail (its recipient chose e-mail for its type). */
export const notificationEmailJob = jobKind<{ notificationId: string }>("notifications.email");

/**
 * Stores a notification for each recipient whose channel for the type is not `off` (the actor is
 * never one), in the caller's transaction. With a `groupKey`, a recipient's unread notification
 * with that key is refreshed instead of a second one being added. Each recipient's open streams
 * get `event: notification` when the transaction commits, and recipients who chose e-mail get one
 * (a job, sent once per notification). Answers the ids stored.
 */
export async function createNotifications(
  tx: Tx,
  jobs: JobSender,
  input: NotificationText & { recipientIds: string[]; actorId: string | null },
): Promise<string[]> {
  const recipientIds = [...new Set(input.recipientIds)].filter((id) => id !== input.actorId);
  if (recipientIds.length === 0) return [];
  // An id that is no member gets no channel here and fails the insert below, as it always has.
  const channels = await findMemberChannels(tx, recipientIds, input.type);
  const ids: string[] = [];
  for (const recipientId of recipientIds) {
    const channel = channels.get(recipientId);
    if (channel === "off") continue;
    const values = {
      recipientId,
      type: input.type,
      title: input.title,
      body: input.body,
      link: input.link,
      actorId: input.actorId,
      groupKey: input.groupKey,
    };
    const [row] = input.groupKey
      ? await tx
          .insert(notifications)
          .values(values)
          .onConflictDoUpdate({
            target: [notifications.recipientId, notifications.groupKey],
            targetWhere: sql`${notifications.readAt} is null and ${notifications.groupKey} is not null`,
            set: {
              title: values.title,
              body: values.body,
              actorId: values.actorId,
              createdAt: sql`now()`,
            },
          })
          .returning({ id: notifications.id, emailedAt: notifications.emailedAt })
      : await tx
          .insert(notifications)
          .values(values)
          .returning({ id: notifications.id, emailedAt: notifications.emailedAt });
    if (!row) continue;
    ids.push(row.id);
    // One e-mail per unread notification: a refreshed one that was e-mailed already stays quiet.
    if (channel === "email" && row.emailedAt === null) {
      await jobs.sendInTransaction(
        tx,
        notificationEmailJob,
        { notificationId: row.id },
        { singletonKey: row.id },
      );
    }
  }
  if (ids.length === 0) return ids;
  const presented = await loadNotificationsByIds(tx, ids);
  const unread = await countUnreadByRecipient(
    tx,
    presented.map((notification) => notification.recipientId),
  );
  for (const notification of presented) {
    const recipientId = notification.recipientId;
    await publishLive(tx, {
      userIds: [recipientId],
      event: "notification",
      data: { action: "created", notification: notification.view, unread: unread.get(recipientId) ?? 0 },
    });
  }
  return ids;
}

/** Marks the caller's unread notifications read (all, or the listed ids); answers the ids changed. */
export async function markNotificationsRead(tx: Tx, recipientId: string, ids?: string[]): Promise<string[]> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}
