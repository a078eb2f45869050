import { type Database, idpThrottle } from "@keen/db";
import { and, eq, gt, inArray, like, type SQL, sql } from "drizzle-orm";

/** A sliding-window rule: `limit` hits within `windowSeconds` lock the key for `lockSeconds`. */
export type ThrottleRule = { limit: number; windowSeconds: number; lockSeconds: number };

/** At most 5 emails of one kind to one address per hour (resend verification, forgot password). */
export const mailRule: ThrottleRule = { limit: 5, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };

/**
 * A slowing rule: the first `freeAttempts` attempts counted against a key pass at once; after
 * that each one must wait `baseDelaySeconds`, doubling with every further attempt up to
 * `maxDelaySeconds`. The count is forgotten after `forgetAfterSeconds` without an attempt.
 */
export type SlowingRule = {
  freeAttempts: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
};

/** The wait (an interval) a key owes after its `count`-th attempt under `rule`. */
function delayAfter(count: SQL, rule: SlowingRule): SQL {
  const doublings = sql`least(${count} - ${rule.freeAttempts} - 1, 40)`;
  const seconds = sql`case when ${count} <= ${rule.freeAttempts} then 0 else least(${rule.maxDelaySeconds}::float8, ${rule.baseDelaySeconds}::float8 * power(2, ${doublings})) end`;
  return sql`make_interval(secs => ${seconds})`;
}

/**
 * Claims one attempt against `key` in one statement: allowed when the key owes no wait, and then
 * counted at once (before the password is checked, so a burst of parallel attempts cannot all
 * slip through while the count is low) and its next wait set. Returns 0 when the attempt may
 * go ahead, else the whole seconds still to wait.
 */
export async function claimAttempt(db: Database, key: string, rule: SlowingRule): Promise<number> {
  const isForgotten = sql`${idpThrottle.windowStart} < now() - make_interval(secs => ${rule.forgetAfterSeconds})`;
  const nextCount = sql`case when ${isForgotten} then 1 else ${idpThrottle.failures} + 1 end`;
  const claimed = await db
    .insert(idpThrottle)
    .values({
      key,
      failures: 1,
      windowStart: sql`now()`,
      lockedUntil: sql`now() + ${delayAfter(sql`1`, rule)}`,
    })
    .onConflictDoUpdate({
      target: idpThrottle.key,
      set: {
        failures: nextCount,
        windowStart: sql`now()`,
        lockedUntil: sql`now() + ${delayAfter(nextCount, rule)}`,
      },
      setWhere: sql`${idpThrottle.lockedUntil} is null or ${idpThrottle.lockedUntil} <= now()`,
    })
    .returning({ key: idpThrottle.key });
  if (claimed.length) return 0;
  const [row] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from ${idpThrottle.lockedUntil} - now()))::int` })
    .from(idpThrottle)
    .where(eq(idpThrottle.key, key));
  return Math.max(1, row?.wait ?? 1);
}

/**
 * Gives back an attempt claimed against `key` that turned out well (a correct password), so the
 * count measures failures; the wait already set stays, so refunds cannot be used to skip it.
 */
export async function refundAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(idpThrottle)
    .set({ failures: sql`greatest(${idpThrottle.failures} - 1, 0)` })
    .where(eq(idpThrottle.key, key));
}

/** Forgets every key that starts with `prefix` (all of an account's sign-in counts). */
export async function clearHitsByPrefix(db: Database, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.delete(idpThrottle).where(like(idpThrottle.key, pattern));
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
