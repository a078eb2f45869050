import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { cards } from "./cards";
import { users } from "./users";

/** A member's bookmark of a card (newest first on `/Card/Bookmarked`). */
export const cardBookmarks = pgTable(
  "card_bookmarks",
  {
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.userId] }),
    index("card_bookmarks_user_created_idx").on(t.userId, t.createdAt.desc(), t.cardId),
  ],
);

/**
 * A member's feedback on a card, at most one per member and card: a rating (1–5), a comment and
 * "I used this in my teaching" (with the term and class size). At least one of the three is given.
 * `version_number` is the published version the member saw (null: the draft, on request).
 */
export const cardFeedback = pgTable(
  "card_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    versionNumber: integer("version_number"),
    rating: smallint("rating"),
    comment: text("comment").notNull().default(""),
    usedInTeaching: boolean("used_in_teaching").notNull().default(false),
    usedTerm: text("used_term"),
    classSize: integer("class_size"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("card_feedback_card_user_unique").on(t.cardId, t.userId),
    index("card_feedback_card_updated_idx").on(t.cardId, t.updatedAt.desc(), t.id.desc()),
    index("card_feedback_user_idx").on(t.userId),
    check("card_feedback_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("card_feedback_class_size_positive", sql`${t.classSize} is null or ${t.classSize} > 0`),
    check(
      "card_feedback_not_empty",
      sql`${t.rating} is not null or ${t.comment} <> '' or ${t.usedInTeaching}`,
    ),
  ],
);

/**
 * An author's request that a member give feedback on a card (draft or published). While open
 * (neither answered nor withdrawn) the member may read the draft; one open request per member.
 */
export const cardFeedbackRequests = pgTable(
  "card_feedback_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    requesterId: uuid("requester_id").references(() => users.id, { onDelete: "set null" }),
    requesteeId: uuid("requestee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("card_feedback_requests_open_unique")
      .on(t.cardId, t.requesteeId)
      .where(sql`${t.answeredAt} is null and ${t.withdrawnAt} is null`),
    index("card_feedback_requests_card_idx").on(t.cardId, t.createdAt.desc()),
    index("card_feedback_requests_requestee_idx").on(t.requesteeId, t.createdAt.desc()),
  ],
);

/**
 * A comment in a card's discussion: top level (`parent_id` null) or a reply to a top-level
 * comment (one level). Deleted by its author (`deleted_at`) or removed by a moderator
 * (`removed_by`, `deleted_at`); the row stays while replies hang under it.
 */
export const cardComments = pgTable(
  "card_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => cardComments.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    removedBy: uuid("removed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("card_comments_card_top_idx")
      .on(t.cardId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    index("card_comments_parent_idx").on(t.parentId, t.createdAt, t.id),
    index("card_comments_author_idx").on(t.authorId),
  ],
);

/** A member who muted one card's discussion (no notifications of its new comments). */
export const cardDiscussionMutes = pgTable(
  "card_discussion_mutes",
  {
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.userId] })],
);

/**
 * Engagement counts per card, kept by triggers on the tables above (so every write path agrees
 * and lists sort through an index): bookmarks, ratings (count and sum), "used it" answers and
 * visible comments. `rating_score` is a Bayesian average (prior 3.0 weighing as two ratings), so
 * one 5-star rating does not outrank forty 4.8s; it orders "top rated".
 */
export const cardStats = pgTable(
  "card_stats",
  {
    cardId: uuid("card_id")
      .primaryKey()
      .references(() => cards.id, { onDelete: "cascade" }),
    bookmarkCount: integer("bookmark_count").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    timesUsed: integer("times_used").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    ratingScore: real("rating_score").generatedAlwaysAs(
      sql`((rating_sum + 6)::real / (rating_count + 2)::real)`,
    ),
    /**
     * Copies of the card's public state and first publication, kept by a trigger on `cards`
     * (migration 0018, which also gives every card its row), so "top rated" and "most used"
     * lists read one partial index in order instead of sorting every public card.
     */
    isPublic: boolean("is_public").notNull().default(false),
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
  },
  (t) => [
    index("card_stats_rating_score_idx").on(t.ratingScore.desc(), t.cardId),
    index("card_stats_times_used_idx").on(t.timesUsed.desc(), t.cardId),
    index("card_stats_public_top_rated_idx")
      .on(
        t.ratingScore.desc().nullsFirst(),
        t.ratingCount.desc().nullsFirst(),
        t.firstPublishedAt.desc().nullsFirst(),
        t.cardId.desc().nullsFirst(),
      )
      .where(sql`is_public`),
    index("card_stats_public_most_used_idx")
      .on(
        t.timesUsed.desc().nullsFirst(),
        t.firstPublishedAt.desc().nullsFirst(),
        t.cardId.desc().nullsFirst(),
      )
      .where(sql`is_public`),
    // Card search sorted by newest (migration 0019).
    index("card_stats_public_newest_idx")
      .on(t.firstPublishedAt.desc().nullsFirst(), t.cardId.desc().nullsFirst())
      .where(sql`is_public`),
  ],
);
