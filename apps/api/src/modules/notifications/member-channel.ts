import {
  DEFAULT_NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationType,
} from "@keen/contracts";
import { type Database, notificationPreferences, users } from "@keen/db";
import { type AnyColumn, inArray, type SQL, sql } from "drizzle-orm";

type Executor = Pick<Database, "select">;

/**
 * A member's channel for a notification type, as SQL over the column holding their id: their
 * choice, else the type's default. The one statement of that rule: creating notifications, the
 * e-mail job and the weekly digest all go through it.
 */
export function memberChannel(userId: AnyColumn, type: NotificationType): SQL<NotificationChannel> {
  return sql<NotificationChannel>`coalesce((select ${notificationPreferences.channel} from ${notificationPreferences}
    where ${notificationPreferences.userId} = ${userId} and ${notificationPreferences.type} = ${type}),
    ${DEFAULT_NOTIFICATION_CHANNELS[type]})`;
}

/** The channel of each of these members for a type, in one statement (an unknown id is left out). */
export async function findMemberChannels(
  db: Executor,
  userIds: string[],
  type: NotificationType,
): Promise<Map<string, NotificationChannel>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: users.id, channel: memberChannel(users.id, type) })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.userId, row.channel]));
}
