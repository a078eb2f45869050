import { idpThrottle } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import {
  claimAttempt,
  clearHits,
  clearHitsByPrefix,
  findActiveLock,
  isWithinAllowance,
  recordHit,
} from "./throttle";

const { db } = await useTestDatabase();

const rule = { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
const fresh = () => {
  const id = Math.random().toString(36).slice(2);
  return { account: `test:account:${id}`, ip: `test:ip:${id}` };
};

describe("locking throttle", () => {
  it("locks an account key for 15 minutes at the 5th failure within the window", async () => {
    const { account } = fresh();
    for (let i = 1; i <= 4; i++) {
      const hit = await recordHit(db, account, rule);
      expect(hit).toMatchObject({ count: i, lockedUntil: null });
      expect(await findActiveLock(db, [account])).toBeUndefined();
    }
    const fifth = await recordHit(db, account, rule);
    expect(fifth.count).toBe(5);
    const lock = await findActiveLock(db, [account]);
    expect(lock).toBeInstanceOf(Date);
    const minutes = ((lock?.getTime() ?? 0) - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.1);
  });

  it("starts a new window once the old one has passed", async () => {
    const { account } = fresh();
    for (let i = 0; i < 4; i++) await recordHit(db, account, rule);
    await db
      .update(idpThrottle)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(eq(idpThrottle.key, account));
    const hit = await recordHit(db, account, rule);
    expect(hit).toMatchObject({ count: 1, lockedUntil: null });
  });

  it("reports a lock on any of the keys and forgets a cleared key", async () => {
    const keys = fresh();
    for (let i = 0; i < rule.limit; i++) await recordHit(db, keys.ip, rule);
    expect(await findActiveLock(db, [keys.account, keys.ip])).toBeInstanceOf(Date);
    await clearHits(db, keys.ip);
    expect(await findActiveLock(db, [keys.account, keys.ip])).toBeUndefined();
  });

  it("allows a limited number of emails per window", async () => {
    const rule = { limit: 2, windowSeconds: 3600, lockSeconds: 3600 };
    const key = `mail:test:${Math.random()}`;
    expect(await isWithinAllowance(db, key, rule)).toBe(true);
    expect(await isWithinAllowance(db, key, rule)).toBe(true);
    expect(await isWithinAllowance(db, key, rule)).toBe(false);
  });
});

describe("slowing throttle", () => {
  const slowing = { freeAttempts: 5, baseDelaySeconds: 1, maxDelaySeconds: 60, forgetAfterSeconds: 900 };

  it("lets a parallel burst through only up to the free attempts and the one that sets the wait", async () => {
    const key = `test:burst:${Math.random()}`;
    const waits = await Promise.all(Array.from({ length: 20 }, () => claimAttempt(db, key, slowing)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(6);
    expect(waits.filter((wait) => wait === 1)).toHaveLength(14);
  });

  it("forgets the count after a quiet spell", async () => {
    const key = `test:quiet:${Math.random()}`;
    for (let i = 0; i < 6; i++) await claimAttempt(db, key, slowing);
    expect(await claimAttempt(db, key, slowing)).toBeGreaterThan(0);
    await db
      .update(idpThrottle)
      .set({ windowStart: sql`now() - interval '16 minutes'`, lockedUntil: sql`now()` })
      .where(eq(idpThrottle.key, key));
    for (let i = 0; i < 6; i++) expect(await claimAttempt(db, key, slowing)).toBe(0);
  });

  it("clears keys by a literal prefix, wildcards included", async () => {
    const id = Math.random();
    await claimAttempt(db, `test:a_b%:${id}|x`, slowing);
    await claimAttempt(db, `test:aXbY:${id}|x`, slowing);
    await clearHitsByPrefix(db, `test:a_b%:${id}|`);
    const rows = await db
      .select()
      .from(idpThrottle)
      .where(sql`${idpThrottle.key} like ${`test:a%:${id}|x`}`);
    expect(rows.map((row) => row.key)).toEqual([`test:aXbY:${id}|x`]);
  });
});
