import { type Database, idpThrottle } from "@keen/db";
import { and, eq, gt, inArray, sql } from "drizzle-orm";

/** A sliding-window rule: `limit` hits within `windowSeconds` lock the key for `lockSeconds`. */
export type ThrottleRule = { limit: number; windowSeconds: number; lockSeconds: number };

export const loginRules = {
  account: { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  ip: { limit: 50, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>;

/** At most 5 emails of one kind to one address per hour (resend verification, forgot password). */
export const mailRule: ThrottleRule = { limit: 5, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };

/** Throttle keys for a login attempt: one per account email, one per client IP. */
export function loginKeys(email: string, ip: string): { account: string; ip: string } {
  return { account: `login:email:${email.trim().toLowerCase()}`, ip: `login:ip:${ip}` };
}

/** The latest lock among `keys` that is still in force, if any. */
export async function findActiveLock(db: Database, keys: string[]): Promise<Date | undefined> {
  const rows = await db
    .select({ lockedUntil: idpThrottle.lockedUntil })
    .from(idpThrottle)
    .where(and(inArray(idpThrottle.key, keys), gt(idpThrottle.lockedUntil, sql`now()`)));
  const times = rows.flatMap((row) => (row.lockedUntil ? [row.lockedUntil.getTime()] : []));
  return times.length ? new Date(Math.max(...times)) : undefined;
}

/**
 * Counts one hit (a failed login, a sent email) against `key` in one statement, starting a new
 * window when the old one has passed and locking the key once the limit is reached.
 */
export async function recordHit(
  db: Database,
  key: string,
  rule: ThrottleRule,
): Promise<{ count: number; lockedUntil: Date | null }> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const lock = sql`make_interval(secs => ${rule.lockSeconds})`;
  const isNewWindow = sql`${idpThrottle.windowStart} < now() - ${window}`;
  const nextCount = sql`case when ${isNewWindow} then 1 else ${idpThrottle.failures} + 1 end`;
  const [row] = await db
    .insert(idpThrottle)
    .values({
      key,
      failures: 1,
      windowStart: sql`now()`,
      lockedUntil: rule.limit <= 1 ? sql`now() + ${lock}` : null,
    })
    .onConflictDoUpdate({
      target: idpThrottle.key,
      set: {
        failures: nextCount,
        windowStart: sql`case when ${isNewWindow} then now() else ${idpThrottle.windowStart} end`,
        lockedUntil: sql`case when ${nextCount} >= ${rule.limit} then now() + ${lock} else ${idpThrottle.lockedUntil} end`,
      },
    })
    .returning({ count: idpThrottle.failures, lockedUntil: idpThrottle.lockedUntil });
  return row ?? { count: 1, lockedUntil: null };
}

/** Forgets the hits of `key` (after a successful login). */
export async function clearHits(db: Database, key: string): Promise<void> {
  await db.delete(idpThrottle).where(eq(idpThrottle.key, key));
}

/** Records a hit and tells whether the action is still within its allowance. */
export async function isWithinAllowance(db: Database, key: string, rule: ThrottleRule): Promise<boolean> {
  const { count } = await recordHit(db, key, rule);
  return count <= rule.limit;
}
