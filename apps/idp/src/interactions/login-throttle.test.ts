import { idpThrottle } from "@keen/db";
import { like, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
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
    const waits: number[] = [];
    let failures = 0;
    while (failures < 100) {
      const answer = await attacker.browser.submit(attacker.action, {
        email: account.email,
        password: `guess-${failures}`,
      });
      if (answer.status === 401) {
        failures++;
        continue;
      }
      expect(answer.status).toBe(429);
      expect(answer.body).toContain("Too many attempts; try again in");
      waits.push(waitOf(answer.body));
      await letWaitPass("login:");
    }
    // Five guesses at once, then a wait that doubles after each one, up to 15 minutes.
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(waits.at(-1)).toBe(15 * 60);
    expect(waits.every((wait, i) => i === 0 || wait >= (waits[i - 1] ?? 0))).toBe(true);

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
    const waits: number[] = [];
    for (let i = 0; waits.at(-1) !== 60; i++) {
      expect(i).toBeLessThan(100);
      const answer = await sprayer.browser.submit(sprayer.action, {
        email: `target-${i}@example.edu`,
        password: "Spring2026!",
      });
      if (answer.status === 401) continue;
      expect(answer.status).toBe(429);
      expect(answer.body).toContain("Too many attempts; try again in");
      waits.push(waitOf(answer.body));
      // Wait out each delay but the last (the minute the others now face).
      if (waits.at(-1) !== 60) await letWaitPass(`login:address:${campus}`);
    }
    // Thirty failures at once, then a doubling wait that stops at a minute.
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);

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
