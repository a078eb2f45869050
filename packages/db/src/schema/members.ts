import { degreeLevels, notificationChannels, notificationTypes } from "@keen/contracts/enums";
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { blobs } from "./files";
import { institutions, timestamps } from "./lookups";
import { users } from "./users";

export const degreeLevel = pgEnum("degree_level", degreeLevels);

/**
 * A degree on a member's profile. `institution_id` links a listed institution; otherwise
 * `institution_name` holds the name as typed (it is also kept when the link is set).
 */
export const degrees = pgTable(
  "degrees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: degreeLevel("level").notNull(),
    field: text("field").notNull(),
    institutionId: uuid("institution_id").references(() => institutions.id, { onDelete: "set null" }),
    institutionName: text("institution_name").notNull().default(""),
    year: integer("year"),
    ...timestamps,
  },
  (t) => [index("degrees_user_idx").on(t.userId)],
);

/** A publication on a member's profile (DOI stored bare: `10.xxxx/…`). */
export const publications = pgTable(
  "publications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    venue: text("venue").notNull().default(""),
    year: integer("year"),
    authors: text("authors").notNull().default(""),
    url: text("url"),
    doi: text("doi"),
    ...timestamps,
  },
  (t) => [index("publications_user_idx").on(t.userId)],
);

/**
 * A member's current profile picture: one square WebP blob per served size. `version` changes
 * with every upload (it goes into the picture URL, so caches never serve an old picture).
 */
export const profilePictures = pgTable("profile_pictures", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  blob64Id: uuid("blob_64_id")
    .notNull()
    .references(() => blobs.id),
  blob256Id: uuid("blob_256_id")
    .notNull()
    .references(() => blobs.id),
  blob512Id: uuid("blob_512_id")
    .notNull()
    .references(() => blobs.id),
  version: text("version").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const notificationType = pgEnum("notification_type", notificationTypes);

export const notificationChannel = pgEnum("notification_channel", notificationChannels);

/** The channel a member chose for a notification type (no row: the default applies). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: notificationType("type").notNull(),
    channel: notificationChannel("channel").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
