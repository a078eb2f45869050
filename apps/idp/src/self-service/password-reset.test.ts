import { findLink } from "@keen/mail";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { buildAccount, signIn, testPassword } from "../test/accounts";
import { TestBrowser } from "../test/browser";
import { startTestIdp } from "../test/harness";
import { authorizeUrl, newAuthRequest, tokenRequest } from "../test/oidc-client";
import { callbackParams, formAction, hiddenValue } from "../test/pages";

const { db, url } = await useTestDatabase();
const idp = await startTestIdp(url);
afterAll(() => idp.close());

const newPassword = "cantilever-beam-deflection";

async function requestReset(browser: TestBrowser, email: string) {
  const form = await browser.visit("/password/forgot");
  return browser.submit("/password/forgot", { email, _csrf: hiddenValue(form.body, "_csrf") });
}

describe("forgot password", () => {
  it("emails a reset link, sets the new password, signs out old sessions, and logs in with it", async () => {
    const account = await buildAccount(db);
    const { refreshToken } = await signIn(idp, account.email);
    const browser = new TestBrowser(idp.issuer);
    const sent = await requestReset(browser, account.email);
    expect(sent.body).toContain("If an account exists for that address");

    const mail = (await idp.outbox()).find((m) => m.to.includes(account.email));
    expect(mail?.subject).toBe("Reset your KEEN Cards password");
    const link = findLink(mail?.text ?? "", "/password/reset")!;
    const form = await browser.visit(link);
    expect(form.status).toBe(200);
    const fields = { token: hiddenValue(form.body, "token"), _csrf: hiddenValue(form.body, "_csrf") };

    const weak = await browser.submit("/password/reset", { ...fields, password: "password2024" });
    expect(weak.status).toBe(400);
    expect(weak.body).toContain("too common");

    const done = await browser.submit("/password/reset", { ...fields, password: newPassword });
    expect(done.status).toBe(200);
    expect(done.body).toContain("Password changed");
    // The link works once.
    expect((await browser.visit(link)).status).toBe(400);
    // Sessions and refresh tokens from before the reset are gone.
    const refreshed = await tokenRequest(idp.issuer, {
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: idp.config.clientId,
    });
    expect(refreshed.body.error).toBe("invalid_grant");

    const { clientId, appUrl, audience } = idp.config;
    const login = new TestBrowser(idp.issuer);
    const page = await login.visit(
      authorizeUrl(idp.issuer, { clientId, appUrl, audience, request: newAuthRequest() }),
    );
    const old = await login.submit(formAction(page.body), { email: account.email, password: testPassword });
    expect(old.status).toBe(401);
    expect(old.body).toContain("Email or password is incorrect.");
    const fresh = await login.submit(formAction(old.body), { email: account.email, password: newPassword });
    expect(callbackParams(fresh, appUrl).get("code")).toBeTruthy();
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = (await idp.outbox()).length;
    const sent = await requestReset(new TestBrowser(idp.issuer), "nobody-here@example.edu");
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("If an account exists for that address");
    expect((await idp.outbox()).length).toBe(before);
  });

  it("refuses a form without the CSRF token", async () => {
    const account = await buildAccount(db);
    const before = (await idp.outbox()).length;
    const forged = await new TestBrowser(idp.issuer).submit("/password/forgot", {
      email: account.email,
      _csrf: "x",
    });
    expect(forged.status).toBe(403);
    expect((await idp.outbox()).length).toBe(before);
  });

  it("shows an expired-link page for an unknown token", async () => {
    const page = await new TestBrowser(idp.issuer).visit("/password/reset?token=nope");
    expect(page.status).toBe(400);
    expect(page.body).toContain("This reset link has expired");
  });
});
