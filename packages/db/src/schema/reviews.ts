import { reviewStatuses } from "@keen/contracts/enums";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { cards, cardVersions } from "./cards";
import { users } from "./users";

/**
 * One criterion of the review rubric (seven, seeded; admins edit the texts): what it judges and
 * what High, Medium and Low mean. `key` is stable (scores refer to it).
 */
export const reviewCriteria = pgTable("review_criteria", {
  key: text("key").primaryKey(),
  position: integer("position").notNull(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  high: text("high").notNull(),
  medium: text("medium").notNull(),
  low: text("low").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * Where a review stands. Submitted (waiting for a reviewer) → under_review (claimed) →
 * updates_suggested (back with the authors, who resubmit: a new round, under review again) or
 * reviewed (done; the reviewed content carries the badge once published). Withdrawn: the authors took it back
 * before it was claimed.
 */
export const reviewStatus = pgEnum("review_status", reviewStatuses);

/**
 * A review of a card: one per submission until it ends (reviewed or withdrawn); at most one open
 * per card. Its rounds hold the frozen versions and the reviewer's scores; its notes the
 * conversation between authors and reviewer.
 */
export const cardReviews = pgTable(
  "card_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    status: reviewStatus("status").notNull().default("submitted"),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    reviewerId: uuid("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /**
     * When the reviewer was told that their claim, unscored, is released the next day (migration
     * 0028). It counts for the current round only: a reminder older than the round's claim is stale.
     */
    claimRemindedAt: timestamp("claim_reminded_at", { withTimezone: true }),
    /**
     * The submitter chose "Publish when reviewed": the `reviewed` decision publishes the reviewed
     * content on their behalf. Otherwise the authors publish it themselves (decision 0015).
     */
    publishWhenReviewed: boolean("publish_when_reviewed").notNull().default(false),
    /**
     * The version carrying this review's mark: published by the decision (Publish when reviewed),
     * the published version the reviewed content already was, or the one the authors published
     * later with the reviewed content. Null while the reviewed content is not published.
     */
    versionId: uuid("version_id").references(() => cardVersions.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("card_reviews_open_unique")
      .on(t.cardId)
      .where(sql`${t.status} in ('submitted', 'under_review', 'updates_suggested')`),
    index("card_reviews_status_created_idx").on(t.status, t.createdAt),
    index("card_reviews_reviewer_idx").on(t.reviewerId, t.updatedAt.desc()),
    index("card_reviews_card_idx").on(t.cardId, t.createdAt.desc()),
  ],
);

/** A criterion's score in a round: High, Medium or Low (null while unscored) and a comment. */
export type ReviewScore = { level: "high" | "medium" | "low" | null; comment: string };

/**
 * One round of a review: the draft frozen at submission (`content`, CardContent JSON, and the
 * authors then), the authors' note to the reviewer, the scores as the reviewer saves them, and
 * the decision with its summary.
 */
export const cardReviewRounds = pgTable(
  "card_review_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => cardReviews.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    content: jsonb("content").notNull(),
    draftRevision: integer("draft_revision").notNull(),
    note: text("note").notNull().default(""),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    scores: jsonb("scores").$type<Record<string, ReviewScore>>().notNull().default({}),
    decision: reviewStatus("decision"),
    summary: text("summary").notNull().default(""),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [unique("card_review_rounds_review_number_unique").on(t.reviewId, t.number)],
);

/** Author Notes: the conversation of one review between its card's authors and the reviewer. */
export const cardReviewNotes = pgTable(
  "card_review_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => cardReviews.id, { onDelete: "cascade" }),
    roundNumber: integer("round_number").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("card_review_notes_review_idx").on(t.reviewId, t.createdAt)],
);

/**
 * The peer-review and exemplar marks of a card, read by every card view: the latest version a
 * review approved (the badge: "Peer reviewed" when it is the latest published version, else
 * "reviewed version N"), and whether an admin marked the card Exemplar.
 */
export const cardRecognitions = pgTable(
  "card_recognitions",
  {
    cardId: uuid("card_id")
      .primaryKey()
      .references(() => cards.id, { onDelete: "cascade" }),
    reviewedVersionId: uuid("reviewed_version_id").references(() => cardVersions.id, {
      onDelete: "set null",
    }),
    reviewId: uuid("review_id").references(() => cardReviews.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewerId: uuid("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    exemplarAt: timestamp("exemplar_at", { withTimezone: true }),
    exemplarBy: uuid("exemplar_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("card_recognitions_reviewed_idx").on(t.cardId).where(sql`${t.reviewedVersionId} is not null`),
    index("card_recognitions_exemplar_idx").on(t.cardId).where(sql`${t.exemplarAt} is not null`),
  ],
);
