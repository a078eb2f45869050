import type { Notification, NotificationList } from "@keen/contracts";
import { type Database, notifications, profilePictures, users } from "@keen/db";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { presentMemberBrief } from "../users";

type Executor = Pick<Database, "select">;

const columns = {
  id: notifications.id,
  recipientId: notifications.recipientId,
  type: notifications.type,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  actorId: users.id,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorUpdatedAt: users.updatedAt,
  pictureVersion: profilePictures.version,
};

type Row = {
  id: string;
  type: Notification["type"];
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  readAt: Date | null;
  actorId: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorUpdatedAt: Date | null;
  pictureVersion: string | null;
};

/** What leaves the server for one notification. */
export function presentNotification(row: Row): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    actor: presentMemberBrief({
      userId: row.actorId,
      firstName: row.actorFirstName,
      lastName: row.actorLastName,
      updatedAt: row.actorUpdatedAt,
      pictureVersion: row.pictureVersion,
    }),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    isRead: row.readAt !== null,
  };
}

function selectNotifications(db: Executor) {
  return db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(profilePictures, eq(profilePictures.userId, notifications.actorId));
}

/** Each of these members' unread notifications in all, in one statement (none: absent). */
export async function countUnreadByRecipient(
  db: Executor,
  recipientIds: string[],
): Promise<Map<string, number>> {
  if (recipientIds.length === 0) return new Map();
  const rows = await db
    .select({ recipientId: notifications.recipientId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.recipientId, recipientIds), isNull(notifications.readAt)))
    .groupBy(notifications.recipientId);
  return new Map(rows.map((row) => [row.recipientId, Number(row.n)]));
}

/** The caller's unread notifications in all. */
export async function countUnread(db: Executor, recipientId: string): Promise<number> {
  return (await countUnreadByRecipient(db, [recipientId])).get(recipientId) ?? 0;
}

/** Notifications by id, presented, with their recipients. */
export async function loadNotificationsByIds(
  db: Executor,
  ids: string[],
): Promise<{ recipientId: string; view: Notification }[]> {
  if (ids.length === 0) return [];
  const rows = await selectNotifications(db).where(inArray(notifications.id, ids));
  return rows.map((row) => ({ recipientId: row.recipientId, view: presentNotification(row) }));
}

/** One of the caller's notifications, or null (another member's answers null too). */
export async function findOwnNotification(
  db: Executor,
  recipientId: string,
  id: string,
): Promise<Notification | null> {
  const [row] = await selectNotifications(db).where(
    and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)),
  );
  return row ? presentNotification(row) : null;
}

/** A page of the caller's notifications, newest first, with the totals. */
export async function listNotifications(
  db: Database,
  recipientId: string,
  query: { page: number; pageSize: number; unread: boolean },
): Promise<NotificationList> {
  const where = and(
    eq(notifications.recipientId, recipientId),
    query.unread ? isNull(notifications.readAt) : undefined,
  );
  const [rows, [total], unread] = await Promise.all([
    selectNotifications(db)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(notifications).where(where),
    countUnread(db, recipientId),
  ]);
  return {
    items: rows.map(presentNotification),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    unread,
  };
}
