import { institutionProposalStatuses } from "@keen/contracts/enums";
import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { institutions } from "./lookups";
import { users } from "./users";

export const institutionProposalStatus = pgEnum("institution_proposal_status", institutionProposalStatuses);

/**
 * Institutions members proposed because theirs was not listed (onboarding), until an admin
 * approves one (`institution_id` is the institution created), merges it into a listed one
 * (`institution_id` is that one) or rejects it (`reason`). A member has at most one pending.
 */
export const institutionProposals = pgTable(
  "institution_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    proposedBy: uuid("proposed_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    city: text("city"),
    country: text("country"),
    website: text("website"),
    status: institutionProposalStatus("status").notNull().default("pending"),
    reason: text("reason"),
    institutionId: uuid("institution_id").references(() => institutions.id, { onDelete: "set null" }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("institution_proposals_one_pending_idx").on(t.proposedBy).where(sql`${t.status} = 'pending'`),
    index("institution_proposals_status_idx").on(t.status, t.createdAt),
  ],
);
