import { users } from "@keen/db";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { buildAccount, signIn, testPassword } from "../test/accounts";
import { TestBrowser } from "../test/browser";
import { startTestIdp } from "../test/harness";
import { authorizeUrl, newAuthRequest, tokenRequest } from "../test/oidc-client";
import { formAction } from "../test/pages";

const { db, url } = await useTestDatabase();
const idp = await startTestIdp(url);
afterAll(() => idp.close());

const { clientId, appUrl, audience } = idp.config;

/** An account with a member row (the platform's record of role and suspension). */
async function buildMember() {
  const account = await buildAccount(db);
  await db.insert(users).values({ subject: account.id, email: account.email });
  return account;
}

async function suspend(subject: string, until: Date | null) {
  await db
    .update(users)
    .set({ suspendedAt: new Date(), suspendedUntil: until, suspensionReason: "Posted <b>spam</b> links" })
    .where(eq(users.subject, subject));
}

async function submitLogin(email: string, password = testPassword) {
  const browser = new TestBrowser(idp.issuer);
  const page = await browser.visit(
    authorizeUrl(idp.issuer, { clientId, appUrl, audience, request: newAuthRequest() }),
  );
  return browser.submit(formAction(page.body), { email, password });
}

describe("a suspended member signing in", () => {
  it("sees why and until when instead of signing in (only with the right password)", async () => {
    const account = await buildMember();
    await suspend(account.id, new Date("2030-01-15T12:00:00Z"));
    const refused = await submitLogin(account.email);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("Your account is suspended");
    expect(refused.body).toContain("Posted &lt;b&gt;spam&lt;/b&gt; links");
    expect(refused.body).toContain("January 15, 2030");
    const wrong = await submitLogin(account.email, "not-the-password");
    expect(wrong.body).not.toContain("suspended");
  });

  it("says an open-ended suspension lasts until an admin lifts it, and signs in once it ended", async () => {
    const account = await buildMember();
    await suspend(account.id, null);
    expect((await submitLogin(account.email)).body).toContain("until an administrator lifts it");
    await suspend(account.id, new Date(Date.now() - 1000));
    const { accessToken } = await signIn(idp, account.email);
    expect(accessToken).toBeTruthy();
  });

  it("cannot refresh tokens obtained before the suspension", async () => {
    const account = await buildMember();
    const { refreshToken } = await signIn(idp, account.email);
    await suspend(account.id, null);
    const refreshed = await tokenRequest(idp.issuer, {
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: clientId,
    });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe("invalid_grant");
  });
});
