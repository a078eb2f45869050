import { cardStatuses } from "@keen/contracts/cards/card-enum-values";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./lookups";
import { citext, tsvector } from "./types";
import { users } from "./users";

/**
 * Weighted full-text document of a card content column: title (A), summary (B), tags (C).
 * Immutable expressions only, so it can be a stored generated column.
 */
function contentSearch(column: string) {
  return sql.raw(
    `setweight(to_tsvector('english'::regconfig, coalesce(${column}->>'title', '')), 'A') || ` +
      `setweight(to_tsvector('english'::regconfig, coalesce(${column}->>'summary', '')), 'B') || ` +
      `setweight(to_tsvector('english'::regconfig, coalesce((${column}->'attributes'->'tags')::text, '')), 'C')`,
  );
}

export const cardStatus = pgEnum("card_status", cardStatuses);

/** Who last changed one content field of a draft, at which revision (conflict detection). */
export type FieldRevision = { revision: number; userId: string | null; at: string };

/** Card types (General, Activity, Course, Program, Assessment; admins add more). */
export const cardTypes = pgTable("card_types", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: citext("name").notNull().unique(),
  position: integer("position").notNull().default(100),
  ...timestamps,
});

/**
 * A card: its working draft (`draft`, CardContent JSON), the revision counter bumped on every
 * save, per-field revisions, and a pointer to the latest published version. Soft-deleted with
 * `deleted_at`.
 */
export const cards = pgTable(
  "cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: cardStatus("status").notNull().default("draft"),
    draft: jsonb("draft").notNull(),
    draftRevision: integer("draft_revision").notNull().default(0),
    fieldRevisions: jsonb("field_revisions").$type<Record<string, FieldRevision>>().notNull().default({}),
    publishedVersionId: uuid("published_version_id").references((): AnyPgColumn => cardVersions.id, {
      onDelete: "set null",
    }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    search: tsvector("search").generatedAlwaysAs(contentSearch("draft")),
    ...timestamps,
  },
  (t) => [
    index("cards_status_created_idx").on(t.status, t.createdAt),
    index("cards_search_idx").using("gin", t.search),
    index("cards_draft_title_trgm").using("gin", sql`(${t.draft}->>'title') gin_trgm_ops`),
    // GET /Card newest first, keyset-paged over public cards (the predicate of `publicCards`).
    index("cards_public_first_published_idx")
      .on(t.firstPublishedAt.desc(), t.id.desc())
      .where(
        sql`${t.status} = 'published' and ${t.deletedAt} is null and ${t.publishedVersionId} is not null`,
      ),
  ],
);

/**
 * An immutable published version of a card (numbered 1, 2, 3… per card): the content, and the
 * type, title and summary copied out for lists, sorting and search; the authors at that time.
 */
export const cardVersions = pgTable(
  "card_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    content: jsonb("content").notNull(),
    typeId: uuid("type_id").references(() => cardTypes.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    authors: jsonb("authors")
      .$type<{ userId: string | null; name: string; isExternal: boolean }[]>()
      .notNull()
      .default([]),
    search: tsvector("search").generatedAlwaysAs(contentSearch("content")),
    /** `d:<discipline id>` and `t:<lower-cased tag>`: what related cards share (migration 0015). */
    relatedTerms: text("related_terms")
      .array()
      .generatedAlwaysAs(sql.raw("public.keen_card_related_terms(content)")),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid("published_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The reviewer whose `reviewed` decision published this version on `published_by`'s behalf
     * (they chose "Publish when reviewed"); null when the publisher published it themselves.
     */
    publishedAfterReviewBy: uuid("published_after_review_by").references(() => users.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    unique("card_versions_card_number_unique").on(t.cardId, t.number),
    index("card_versions_type_idx").on(t.typeId),
    index("card_versions_search_idx").using("gin", t.search),
    index("card_versions_title_trgm").using("gin", sql`${t.title} gin_trgm_ops`),
    index("card_versions_summary_trgm").using("gin", sql`${t.summary} gin_trgm_ops`),
    index("card_versions_published_at_idx").on(t.publishedAt.desc(), t.cardId.desc()),
    index("card_versions_lower_title_idx").on(sql`lower(${t.title})`, t.cardId),
    index("card_versions_related_terms_idx").using("gin", t.relatedTerms),
    index("card_versions_title_trgm_gist").using("gist", sql`${t.title} gist_trgm_ops`),
  ],
);

/** Ordered authors: a member (`user_id`) or a named external co-author, never both. */
export const cardAuthors = pgTable(
  "card_authors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    externalName: text("external_name"),
    externalTitle: text("external_title"),
    externalInstitution: text("external_institution"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("card_authors_card_user_unique").on(t.cardId, t.userId),
    index("card_authors_user_idx").on(t.userId),
    index("card_authors_card_position_idx").on(t.cardId, t.position),
    check("card_authors_member_or_external", sql`(${t.userId} is null) <> (${t.externalName} is null)`),
  ],
);

/** Members who may edit a card's draft. */
export const cardEditors = pgTable(
  "card_editors",
  {
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.userId] }), index("card_editors_user_idx").on(t.userId)],
);
