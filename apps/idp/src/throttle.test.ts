import { idpThrottle } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { clearHits, findActiveLock, isWithinAllowance, loginKeys, loginRules, recordHit } from "./throttle";

const { db } = await useTestDatabase();

const fresh = () => loginKeys(`user-${Math.random().toString(36).slice(2)}@example.edu`, "203.0.113.9");

describe("login throttling", () => {
  it("locks an account key for 15 minutes at the 5th failure within the window", async () => {
    const { account } = fresh();
    for (let i = 1; i <= 4; i++) {
      const hit = await recordHit(db, account, loginRules.account);
      expect(hit).toMatchObject({ count: i, lockedUntil: null });
      expect(await findActiveLock(db, [account])).toBeUndefined();
    }
    const fifth = await recordHit(db, account, loginRules.account);
    expect(fifth.count).toBe(5);
    const lock = await findActiveLock(db, [account]);
    expect(lock).toBeInstanceOf(Date);
    const minutes = ((lock?.getTime() ?? 0) - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.1);
  });

  it("starts a new window once the old one has passed", async () => {
    const { account } = fresh();
    for (let i = 0; i < 4; i++) await recordHit(db, account, loginRules.account);
    await db
      .update(idpThrottle)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(eq(idpThrottle.key, account));
    const hit = await recordHit(db, account, loginRules.account);
    expect(hit).toMatchObject({ count: 1, lockedUntil: null });
  });

  it("reports a lock on any of the keys (account or IP) and forgets a cleared key", async () => {
    const keys = fresh();
    for (let i = 0; i < loginRules.ip.limit; i++) await recordHit(db, keys.ip, loginRules.ip);
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
