import { chatRoomKinds } from "@keen/contracts/enums";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { notificationType } from "./members";
import { users } from "./users";

/**
 * A notification for one recipient. `group_key` lets a producer fold repeats into one unread
 * row (for example one "new messages" notification per conversation until it is read).
 * `emailed_at` records the e-mail so a retried job never sends it twice.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: notificationType("type").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    link: text("link").notNull().default("/"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    groupKey: text("group_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_recipient_created_idx").on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index("notifications_unread_idx").on(t.recipientId, t.createdAt).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_unread_group_idx")
      .on(t.recipientId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);

/** When each member was last sent the weekly digest (so a retried or repeated run sends one). */
export const notificationDigests = pgTable("notification_digests", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

export const chatRoomKind = pgEnum("chat_room_kind", chatRoomKinds);

/**
 * A conversation. A direct room has exactly two members and a `direct_key` (the two member ids,
 * sorted, joined by ':') that makes "open or return the existing one" a unique-key upsert.
 */
export const chatRooms = pgTable(
  "chat_rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: chatRoomKind("kind").notNull(),
    name: text("name"),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** Who opened or created the room: new members' first-day limits count by it (decision 0043). */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    directKey: text("direct_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "chat_rooms_kind_shape",
      sql`(${t.kind} = 'direct' and ${t.directKey} is not null) or (${t.kind} = 'group' and ${t.name} is not null)`,
    ),
    index("chat_rooms_created_by_idx").on(t.createdBy, t.createdAt),
  ],
);

/** Who is in a room, and up to when they have read it. */
export const chatRoomMembers = pgTable(
  "chat_room_members",
  {
    roomId: uuid("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index("chat_room_members_user_idx").on(t.userId)],
);

/** A message in a room (plain text; links are made clickable when shown). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_room_created_idx").on(t.roomId, t.createdAt.desc(), t.id.desc())],
);

/** A member who blocked another: the blocked member cannot open a conversation with or message them. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("user_blocks_blocked_idx").on(t.blockedId),
  ],
);
