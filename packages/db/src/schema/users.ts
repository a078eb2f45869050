import { userRoles } from "@keen/contracts/enums";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { disciplines, institutions, interests, memberships, timestamps } from "./lookups";
import { citext, tsvector } from "./types";

export const userRole = pgEnum("user_role", userRoles);

/**
 * A member's search fields, accents and case folded (`keen_fold_name`, migration 0005), stored
 * so that neither matching nor ranking recomputes them: name (A) and title (B) as a full-text
 * document, and name and title as plain text for typo matches with trigrams.
 */
const memberSearch = sql.raw(
  `setweight(to_tsvector('simple'::regconfig, public.keen_fold_name(first_name || ' ' || last_name)), 'A') || ` +
    `setweight(to_tsvector('simple'::regconfig, public.keen_fold_name(coalesce(title, ''))), 'B')`,
);
const memberSearchText = sql.raw(
  `public.keen_fold_name(first_name || ' ' || last_name || ' ' || coalesce(title, ''))`,
);

/** A member of the platform. `subject` is the identity provider's `sub` claim. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull().unique(),
    email: citext("email").notNull().unique(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    title: text("title"),
    bio: text("bio"),
    role: userRole("role").notNull().default("member"),
    isOnboarded: boolean("is_onboarded").notNull().default(false),
    /**
     * A suspension (decision 0041): set by an admin with a reason and an optional end; it holds
     * while `suspended_at` is set and `suspended_until` is null or still ahead, so it ends on its
     * own. The IdP reads these columns to refuse sign-in; the API to refuse the member's tokens.
     */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    suspensionReason: text("suspension_reason"),
    /** When an admin lifted the first-day limits early (decision 0043); null while they hold. */
    newMemberLimitsLiftedAt: timestamp("new_member_limits_lifted_at", { withTimezone: true }),
    /** When the member last used the API (updated at most every few minutes). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    search: tsvector("search").generatedAlwaysAs(memberSearch),
    searchText: text("search_text").generatedAlwaysAs(memberSearchText),
    // The name as lists sort it (accents and case folded, migration 0021): stored, so sorting
    // thousands of matches computes nothing, and indexed for the list of everyone by name.
    lastNameKey: text("last_name_key").generatedAlwaysAs(sql.raw("public.keen_sort_key(last_name)")),
    firstNameKey: text("first_name_key").generatedAlwaysAs(sql.raw("public.keen_sort_key(first_name)")),
    ...timestamps,
  },
  (t) => [
    index("users_search_idx").using("gin", t.search),
    index("users_search_text_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("users_name_order_idx").on(t.lastNameKey, t.firstNameKey, t.id).where(sql`${t.isOnboarded}`),
    // The admin members list, newest first (its default order and join-date filter).
    index("users_created_idx").on(t.createdAt, t.id),
  ],
);

/** Institutions a member belongs to, in the member's order (position 0 = primary). */
export const userInstitutions = pgTable(
  "user_institutions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    institutionId: uuid("institution_id")
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.institutionId] }),
    // An institution's members (member search by institution, an institution's page, the
    // cascade when one is deleted); the primary key leads with the user.
    index("user_institutions_institution_idx").on(t.institutionId),
  ],
);

export const userDisciplines = pgTable(
  "user_disciplines",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    disciplineId: uuid("discipline_id")
      .notNull()
      .references(() => disciplines.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.disciplineId] })],
);

export const userInterests = pgTable(
  "user_interests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    interestId: uuid("interest_id")
      .notNull()
      .references(() => interests.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.interestId] })],
);

export const userMemberships = pgTable(
  "user_memberships",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.membershipId] })],
);
