/**
 * The values of the enumerations the database stores, without zod (issue 26): the zod schemas
 * build `z.enum(…)` from them and `@keen/db` its `pgEnum(…)`, so the two cannot drift. The order
 * is the PostgreSQL enum's order; changing a list here needs a migration. A card's status lives
 * with the other card enumerations, in `cards/card-enum-values.ts`.
 */

/** What a member may do beyond their own content: review cards, or administer the platform. */
export const userRoles = ["member", "reviewer", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

/** Level of a degree on a member's profile. */
export const degreeLevels = [
  "Associate",
  "Bachelor",
  "Master",
  "Doctorate",
  "Postdoctoral",
  "Other",
] as const;
export type DegreeLevel = (typeof degreeLevels)[number];

/** Kinds of notification the platform sends (used by the notifications feature). */
export const notificationTypes = [
  "card_published",
  "card_commented",
  "card_feedback",
  "review_requested",
  "review_completed",
  "feedback_requested",
  "co_author_added",
  "direct_message",
  "institution_role",
  "institution_proposal",
  "weekly_digest",
  "moderation",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * An institution a member proposed (onboarding's "My institution isn't listed"): waiting for an
 * admin, approved (created as proposed), merged into a listed one, or rejected.
 */
export const institutionProposalStatuses = ["pending", "approved", "merged", "rejected"] as const;
export type InstitutionProposalStatus = (typeof institutionProposalStatuses)[number];

/** Where a notification goes: in the app only, also by email, or nowhere. */
export const notificationChannels = ["in_app", "email", "off"] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** A conversation with exactly one other member, or a named group room. */
export const chatRoomKinds = ["direct", "group"] as const;
export type ChatRoomKind = (typeof chatRoomKinds)[number];

/**
 * Submitted (waiting for a reviewer) → under_review (claimed) → updates_suggested (back with the
 * authors, who resubmit: a new round, under review again) or reviewed (done, published with the
 * badge); withdrawn by the authors before it was claimed.
 */
export const reviewStatuses = [
  "submitted",
  "under_review",
  "updates_suggested",
  "reviewed",
  "withdrawn",
] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
