import {
  DEFAULT_NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationPreference,
  type NotificationType,
  NotificationTypeSchema,
} from "@keen/contracts";
import { type Database, notificationPreferences } from "@keen/db";
import { eq, sql } from "drizzle-orm";

/** Every notification type with the member's channel, or the default while they have not chosen. */
export async function findNotificationPreferences(
  db: Database,
  userId: string,
): Promise<NotificationPreference[]> {
  const rows = await db
    .select({ type: notificationPreferences.type, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.type, row.channel]));
  return NotificationTypeSchema.options.map((type) => {
    const channel = chosen.get(type);
    return {
      type,
      channel: channel ?? DEFAULT_NOTIFICATION_CHANNELS[type],
      isDefault: channel === undefined,
    };
  });
}

/**
 * Saves the channels of the listed types (one statement, so all or nothing); other types keep
 * theirs. When a type is listed twice, the last entry wins.
 */
export async function saveNotificationPreferences(
  db: Database,
  userId: string,
  changes: { type: NotificationType; channel: NotificationChannel }[],
): Promise<NotificationPreference[]> {
  const byType = new Map(changes.map((change) => [change.type, change.channel]));
  await db
    .insert(notificationPreferences)
    .values([...byType].map(([type, channel]) => ({ userId, type, channel })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { channel: sql`excluded.channel`, updatedAt: sql`now()` },
    });
  return findNotificationPreferences(db, userId);
}
