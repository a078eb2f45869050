import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { citext } from "./types";
import { users } from "./users";

/** A ProseMirror node as stored (the contracts' `RichTextNode`, without depending on them). */
export type StoredRichTextNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: StoredRichTextNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
};

/** A stored rich-text document (ProseMirror JSON as the TipTap editor saves it). */
export type StoredRichText = { type: "doc"; content?: StoredRichTextNode[] };

const editedAt = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
};

/**
 * A content-managed page served at `/{slug}`: the TipTap document and its HTML, sanitised when
 * saved. Only active pages are shown to visitors. `slug` is unique regardless of case.
 */
export const cmsPages = pgTable(
  "cms_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: citext("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary"),
    content: jsonb("content").$type<StoredRichText>().notNull(),
    contentHtml: text("content_html").notNull().default(""),
    isActive: boolean("is_active").notNull().default(false),
    ...editedAt,
  },
  (t) => [index("cms_pages_active_title_idx").on(t.isActive, t.title)],
);

/**
 * The partner page's introduction: a single row (`id` is always 1). Which institutions are
 * partners, in order, lives on `institutions` (`is_partner`, `partner_position`).
 */
export const partnerPage = pgTable(
  "partner_page",
  {
    id: integer("id").primaryKey().default(1),
    intro: jsonb("intro").$type<StoredRichText>().notNull(),
    introHtml: text("intro_html").notNull().default(""),
    ...editedAt,
  },
  (t) => [check("partner_page_single_row", sql`${t.id} = 1`)],
);
