import { findLink } from "@keen/mail";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { buildAccount, openSignup, signIn, signUp } from "../test/accounts";
import { TestBrowser } from "../test/browser";
import { startTestIdp } from "../test/harness";
import { authorizeUrl, newAuthRequest } from "../test/oidc-client";
import { callbackParams, formAction, hiddenValue } from "../test/pages";

const { db, url } = await useTestDatabase();
const idp = await startTestIdp(url);
afterAll(() => idp.close());

const { clientId, appUrl, audience } = idp.config;
const openLogin = async (browser: TestBrowser) =>
  browser.visit(authorizeUrl(idp.issuer, { clientId, appUrl, audience, request: newAuthRequest() }));

describe("login page", () => {
  it("shows field errors for empty fields and the same message for unknown emails", async () => {
    const browser = new TestBrowser(idp.issuer);
    const page = await openLogin(browser);
    const empty = await browser.submit(formAction(page.body), { email: "", password: "" });
    expect(empty.status).toBe(400);
    expect(empty.body).toContain("Enter your email address.");
    expect(empty.body).toContain("Enter your password.");
    const unknown = await browser.submit(formAction(page.body), {
      email: "ghost@example.edu",
      password: "whatever-123",
    });
    expect(unknown.body).toContain("Email or password is incorrect.");
  });

  it("escapes what the user typed", async () => {
    const browser = new TestBrowser(idp.issuer);
    const page = await openLogin(browser);
    const result = await browser.submit(formAction(page.body), {
      email: '"><script>x</script>',
      password: "x",
    });
    expect(result.body).not.toContain("<script>x</script>");
    expect(result.body).toContain("&quot;&gt;&lt;script&gt;");
  });

  it("re-shows sign-up with per-field errors and hides which emails exist", async () => {
    const existing = await buildAccount(db);
    const { browser, page } = await openSignup(idp);
    const invalid = await browser.submit(formAction(page.body), {
      given_name: "",
      family_name: "Hopper",
      email: "not-an-email",
      password: "short",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toContain("Enter your first name.");
    expect(invalid.body).toContain("Enter an email address like");
    expect(invalid.body).toContain("Use at least 10 characters.");
    const duplicate = await browser.submit(formAction(invalid.body), {
      given_name: "Grace",
      family_name: "Hopper",
      email: existing.email,
      password: "compiler-pioneer-1952",
    });
    expect(callbackParams(duplicate, appUrl).get("error_description")).toMatch(/verify your email/i);
    const notice = (await idp.outbox()).find((m) => m.to.includes(existing.email));
    expect(notice?.subject).toBe("You already have a KEEN Cards account");
  });

  it("resends the verification link to unverified accounts only, with the same answer", async () => {
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.edu`;
    const { browser } = await signUp(idp, email);
    const form = await browser.visit("/email/resend");
    const resent = await browser.submit("/email/resend", { email, _csrf: hiddenValue(form.body, "_csrf") });
    expect(resent.body).toContain("If an account exists for that address");
    const mails = (await idp.outbox()).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(2);
    // The newest link verifies; a used link then shows the expired page.
    const link = findLink(mails[0]?.text ?? "", "/email/verify")!;
    expect((await browser.visit(link)).body).toContain("Email verified");
    expect((await browser.visit(link)).status).toBe(400);
  });

  it("logs out through end_session with a confirmation page and returns to the app", async () => {
    const account = await buildAccount(db);
    const { browser } = await signIn(idp, account.email);
    const params = new URLSearchParams({
      client_id: clientId,
      post_logout_redirect_uri: `${appUrl}/`,
      state: "s1",
    });
    const confirm = await browser.visit(`/session/end?${params}`);
    expect(confirm.body).toContain("Log out of KEEN Cards?");
    const xsrf = hiddenValue(confirm.body, "xsrf");
    const done = await browser.submit(formAction(confirm.body), { xsrf, logout: "yes" });
    expect(done.url.toString()).toBe(`${appUrl}/?state=s1`);
    // The session is gone: authorizing again shows the login page.
    expect((await openLogin(browser)).body).toContain("Welcome back");
  });
});
