import type { SignedInActor } from "../../lib/policy";

/** How long a new account is limited (decision 0043): its first day. */
export const NEW_MEMBER_PERIOD_MS = 24 * 60 * 60 * 1000;

/** What a new member may do only a few times in their first day. */
export type LimitedAction = "conversation" | "comment" | "room";

/** How many of each a new member may do in their first day (from the API's configuration). */
export type NewMemberLimits = Record<LimitedAction, number>;

/** No limits, for seeds that build a demo community of day-old accounts through the API's operations. */
export const noNewMemberLimits: NewMemberLimits = {
  conversation: Infinity,
  comment: Infinity,
  room: Infinity,
};

/** Admins and reviewers are trusted: the first-day limits never apply to them. */
export function isExemptFromNewMemberLimits(actor: SignedInActor): boolean {
  return actor.role === "admin" || actor.role === "reviewer";
}

/**
 * When a member's first-day limits end: a day after they joined, or null when that has passed or
 * an admin lifted them early.
 */
export function newMemberLimitsEnd(
  member: { createdAt: Date; newMemberLimitsLiftedAt: Date | null },
  now: Date = new Date(),
): Date | null {
  if (member.newMemberLimitsLiftedAt) return null;
  const end = new Date(member.createdAt.getTime() + NEW_MEMBER_PERIOD_MS);
  return end > now ? end : null;
}
