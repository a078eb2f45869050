import type { LimitedAction } from "./new-member-limits.policy";

const wording: Record<LimitedAction, { verb: string; one: string; many: string }> = {
  conversation: { verb: "start", one: "conversation", many: "conversations" },
  comment: { verb: "post", one: "comment", many: "comments" },
  room: { verb: "create", one: "chat room", many: "chat rooms" },
};

/** "5 hours", "1 hour", "40 minutes": how long until `end`, rounded up. */
export function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/**
 * What a new member over a first-day limit is told: the limit and when it lifts, e.g. "New members
 * can start 3 conversations in their first day; you can start more in 5 hours."
 */
export function limitMessage(action: LimitedAction, limit: number, waitMs: number): string {
  const { verb, one, many } = wording[action];
  return (
    `New members can ${verb} ${limit} ${limit === 1 ? one : many} in their first day; ` +
    `you can ${verb} more in ${describeWait(waitMs)}.`
  );
}
