import type { Executor } from "@keen/db";
import { sql } from "drizzle-orm";
import { AppError } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { limitMessage } from "./limit-message";
import {
  isExemptFromNewMemberLimits,
  type LimitedAction,
  NEW_MEMBER_PERIOD_MS,
  type NewMemberLimits,
} from "./new-member-limits.policy";

// What each limit counts; `u` is the member's row. Only a member in their first day is counted, so
// all their rows are from that day, and an index that leads with the author serves each count
// (chat_rooms_created_by_idx, card_comments_author_idx).
const counted: Record<LimitedAction, ReturnType<typeof sql>> = {
  conversation: sql`(select count(*)::int from chat_rooms r
    where r.created_by = u.id and r.kind = 'direct')`,
  room: sql`(select count(*)::int from chat_rooms r
    where r.created_by = u.id and r.kind = 'group')`,
  comment: sql`(select count(*)::int from card_comments c
    where c.author_id = u.id)`,
};

type LimitRow = { created_at: Date | string; is_new: boolean; used: number };

/**
 * Throws 429 (`rate_limited`, with `Retry-After`) when a member in their first day has already
 * done `action` as often as `limits` allows (decision 0043); admins and reviewers, members older
 * than a day and members whose limits an admin lifted pass. One query, which also locks the
 * member's row until the transaction ends, so two concurrent requests cannot both take the last one.
 */
export async function assertWithinNewMemberLimit(
  tx: Executor,
  actor: SignedInActor,
  action: LimitedAction,
  limits: NewMemberLimits,
): Promise<void> {
  if (isExemptFromNewMemberLimits(actor)) return;
  const isNew = sql`(u.new_member_limits_lifted_at is null
    and u.created_at > now() - make_interval(secs => ${NEW_MEMBER_PERIOD_MS / 1000}))`;
  const { rows } = await tx.execute<LimitRow>(sql`
    select u.created_at, ${isNew} as is_new, case when ${isNew} then ${counted[action]} else 0 end as used
    from users u where u.id = ${actor.userId} for update of u`);
  const row = rows[0];
  if (!row?.is_new || row.used < limits[action]) return;
  const waitMs = new Date(row.created_at).getTime() + NEW_MEMBER_PERIOD_MS - Date.now();
  throw new AppError(429, "rate_limited", limitMessage(action, limits[action], waitMs), undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}
