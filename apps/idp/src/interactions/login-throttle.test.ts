import { idpThrottle } from "@keen/db";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { signInKeys } from "../sign-in-throttle";
import { buildAccount, testPassword } from "../test/accounts";
import { TestBrowser } from "../test/browser";
import { startTestIdp } from "../test/harness";
import { authorizeUrl, newAuthRequest } from "../test/oidc-client";
import { formAction } from "../test/pages";

const { db, url } = await useTestDatabase();
// Behind a proxy, so each browser can come from its own address (X-Forwarded-For).
const idp = await startTestIdp(url, { IDP_TRUST_PROXY: "true" });
afterAll(() => idp.close());

const { clientId, appUrl, audience } = idp.config;

/** A browser at `address` with the login page of a fresh authorization request open. */
async function browserAt(
  address: string,
  browser = new TestBrowser(idp.issuer, { "x-forwarded-for": address }),
) {
  // prompt=login: a browser that signed in before is shown the login page again.
  const request = newAuthRequest();
  const page = await browser.visit(
    authorizeUrl(idp.issuer, { clientId, appUrl, audience, request, extra: { prompt: "login" } }),
  );
  return { browser, action: formAction(page.body) };
}

const signedIn = (visit: { url: URL }) =>
  visit.url.origin === new URL(appUrl).origin && visit.url.searchParams.has("code");
const waitOf = (body: string) => Number(/try again in (\d+) seconds?/.exec(body)?.[1] ?? Number.NaN);

/** The wait (whole seconds) the latest attempt counted against `key` set for the next one. */
async function delayOf(key: string): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`round(extract(epoch from ${idpThrottle.lockedUntil} - ${idpThrottle.windowStart}))::int`,
    })
    .from(idpThrottle)
    .where(eq(idpThrottle.key, key));
  return row?.seconds ?? Number.NaN;
}

/** Lets every wait owed by keys starting with `prefix` run out, as if the attacker had waited. */
const letWaitPass = (prefix: string) =>
  db
    .update(idpThrottle)
    .set({ lockedUntil: sql`now()` })
    .where(like(idpThrottle.key, `${prefix}%`));

describe("sign-in throttling by account and address", () => {
  // A hundred password checks and as many waits: slower than most tests, on purpose.
  it("slows an address failing 100 times on an account to a crawl, while the owner signs in from elsewhere", async () => {
    const account = await buildAccount(db);
    const attacker = await browserAt("203.0.113.66");
    const key = signInKeys(account.email, "203.0.113.66").accountFromAddress;
    const delays: number[] = [];
    let refusals = 0;
    while (delays.length < 100) {
      const answer = await attacker.browser.submit(attacker.action, {
        email: account.email,
        password: `guess-${delays.length}`,
      });
      if (answer.status === 401) {
        delays.push(await delayOf(key));
        continue;
      }
      expect(answer.status).toBe(429);
      expect(answer.body).toContain("Too many attempts; try again in");
      expect(waitOf(answer.body)).toBeGreaterThan(0);
      expect(waitOf(answer.body)).toBeLessThanOrEqual(delays.at(-1) ?? 0);
      refusals++;
      await letWaitPass("login:");
    }
    // Five guesses at once, then a wait that doubles after each one, up to 15 minutes.
    expect(delays.slice(0, 11)).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32]);
    expect(delays.slice(15)).toEqual(delays.slice(15).map(() => 15 * 60));
    // Every guess after the tenth had to wait first (the few before may outlast a slow test run).
    expect(refusals).toBeGreaterThanOrEqual(90);

    // Straight after a failure, the attacker is refused, even with the right password.
    const refused = await attacker.browser.submit(attacker.action, {
      email: account.email,
      password: testPassword,
    });
    expect(refused.status).toBe(429);
    expect(waitOf(refused.body)).toBeGreaterThan(14 * 60);

    // The owner, at another address, signs in at once.
    const owner = await browserAt("198.51.100.20");
    const done = await owner.browser.submit(owner.action, { email: account.email, password: testPassword });
    expect(signedIn(done)).toBe(true);
  }, 60_000);

  it("slows an address spraying many accounts, but not members who signed in from that browser before", async () => {
    const campus = "192.0.2.44";
    const colleague = await buildAccount(db);
    const returning = await browserAt(campus);
    expect(
      signedIn(
        await returning.browser.submit(returning.action, { email: colleague.email, password: testPassword }),
      ),
    ).toBe(true);

    const sprayer = await browserAt(campus);
    const addressKey = signInKeys("", campus).address;
    const delays: number[] = [];
    for (let i = 0; delays.at(-1) !== 60; i++) {
      expect(i).toBeLessThan(100);
      const answer = await sprayer.browser.submit(sprayer.action, {
        email: `target-${i}@example.edu`,
        password: "Spring2026!",
      });
      if (answer.status === 401) {
        delays.push(await delayOf(addressKey));
        continue;
      }
      expect(answer.status).toBe(429);
      expect(answer.body).toContain("Too many attempts; try again in");
      await letWaitPass(addressKey);
    }
    // Thirty failures at once, then a doubling wait that stops at a minute.
    expect(delays.slice(29)).toEqual([0, 1, 2, 4, 8, 16, 32, 60]);

    // A newcomer behind the same address is slowed for at most a minute, not locked out.
    const newcomer = await buildAccount(db);
    const fresh = await browserAt(campus);
    const slowed = await fresh.browser.submit(fresh.action, {
      email: newcomer.email,
      password: testPassword,
    });
    expect(slowed.status).toBe(429);
    expect(waitOf(slowed.body)).toBeGreaterThan(0);
    expect(waitOf(slowed.body)).toBeLessThanOrEqual(60);

    // The colleague's browser is known to their account: it is not held up by the sprayer.
    const again = await browserAt(campus, returning.browser);
    expect(
      signedIn(await again.browser.submit(again.action, { email: colleague.email, password: testPassword })),
    ).toBe(true);
  });

  it("forgets an address's failures on the account once the right password comes from it", async () => {
    const account = await buildAccount(db);
    const member = await browserAt("198.51.100.30");
    for (let i = 0; i < 4; i++) {
      expect(
        (await member.browser.submit(member.action, { email: account.email, password: `typo-${i}` })).status,
      ).toBe(401);
    }
    expect(
      signedIn(await member.browser.submit(member.action, { email: account.email, password: testPassword })),
    ).toBe(true);
    const [left] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(idpThrottle)
      .where(like(idpThrottle.key, `login:account:${account.email}|%`));
    expect(left?.count).toBe(0);
  });
});
