import { type SQL, sql } from "drizzle-orm";
import { boolean, index, integer, type PgColumn, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { citext } from "./types";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** An institution's name as folded plain text (accents and case), for member search (indexed). */
export function institutionSearchText(name: PgColumn | SQL): SQL {
  return sql`public.keen_fold_name(${name}::text)`;
}

/** An institution's name as a folded full-text document, for member search (indexed). */
export function institutionSearchDocument(name: PgColumn | SQL): SQL {
  return sql`to_tsvector('simple'::regconfig, ${institutionSearchText(name)})`;
}

/** Institutions (universities and colleges) members belong to. */
export const institutions = pgTable(
  "institutions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: citext("name").notNull().unique(),
    shortName: text("short_name"),
    city: text("city"),
    region: text("region"),
    country: text("country").notNull().default("United States"),
    website: text("website"),
    description: text("description"),
    logoBlobId: uuid("logo_blob_id"),
    isPartner: boolean("is_partner").notNull().default(false),
    partnerPosition: integer("partner_position"),
    ...timestamps,
  },
  (t) => [
    index("institutions_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    index("institutions_name_folded_search").using("gin", institutionSearchDocument(t.name)),
    index("institutions_name_folded_trgm").using("gin", sql`${institutionSearchText(t.name)} gin_trgm_ops`),
  ],
);

/** Engineering disciplines (lookup list; members may propose new ones). */
export const disciplines = pgTable("disciplines", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: citext("name").notNull().unique(),
  isApproved: boolean("is_approved").notNull().default(true),
  ...timestamps,
});

/** Teaching and research interests (lookup list; members may propose new ones). */
export const interests = pgTable("interests", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: citext("name").notNull().unique(),
  isApproved: boolean("is_approved").notNull().default(true),
  ...timestamps,
});

/** Professional societies a member can belong to. */
export const memberships = pgTable("memberships", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: citext("name").notNull().unique(),
  abbreviation: text("abbreviation"),
  website: text("website"),
  ...timestamps,
});

export { timestamps };
