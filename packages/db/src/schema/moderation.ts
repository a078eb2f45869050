import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Something members reported (decision 0042): one open item per reported thing (`target_type`,
 * `target_id`), with the content as first reported (kept if it is edited later) and its author.
 * `hidden_at`: the content is hidden from all but its author and admins (three reporters, or an
 * admin's "hide"); a dismissal clears it. `decision` is set when an admin resolved the item.
 */
export const moderationItems = pgTable(
  "moderation_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    snapshotTitle: text("snapshot_title").notNull().default(""),
    snapshotText: text("snapshot_text").notNull().default(""),
    link: text("link").notNull().default("/"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    decision: text("decision"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("moderation_items_open_target_unique")
      .on(t.targetType, t.targetId)
      .where(sql`${t.decidedAt} is null`),
    index("moderation_items_open_idx").on(t.createdAt, t.id).where(sql`${t.decidedAt} is null`),
    index("moderation_items_hidden_idx").on(t.targetType, t.targetId).where(sql`${t.hiddenAt} is not null`),
  ],
);

/** One member's report of an item: a reason and a note; one per member per open item. */
export const contentReports = pgTable(
  "content_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => moderationItems.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_reports_item_reporter_unique").on(t.itemId, t.reporterId),
    index("content_reports_reporter_idx").on(t.reporterId),
  ],
);
