import { findLink } from "@keen/mail";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { signUp } from "../test/accounts";
import { TestBrowser } from "../test/browser";
import { startTestIdp } from "../test/harness";
import { callbackParams } from "../test/pages";

const { url } = await useTestDatabase();
const idp = await startTestIdp(url);
afterAll(() => idp.close());

const { appUrl } = idp.config;

const newAddress = () => `new-${crypto.randomUUID().slice(0, 8)}@example.edu`;

/** Signs up asking to return to `returnTo` (the interaction's `return_to`). */
async function signUpReturningTo(email: string, returnTo?: string) {
  const { done } = await signUp(idp, email, returnTo === undefined ? {} : { return_to: returnTo });
  expect(callbackParams(done, appUrl).get("error_description")).toMatch(/verify your email/i);
}

/** The verification links mailed to `email` so far (mail is written when the outbox is read). */
async function linksTo(email: string): Promise<string[]> {
  const mails = (await idp.outbox()).filter((m) => m.to.includes(email));
  return mails.map((mail) => findLink(mail.text, "/email/verify") ?? "").filter(Boolean);
}

/** Signs up asking to return to `returnTo`, opens the emailed link elsewhere; answers the page's Continue. */
async function continueAfterVerifying(returnTo?: string): Promise<string> {
  const email = newAddress();
  await signUpReturningTo(email, returnTo);
  const [link] = await linksTo(email);
  return continueFrom(link);
}

/** Asks for a new link on the resend page (opened with `query`) as someone with no session; answers it. */
async function resendLink(email: string, query = ""): Promise<string | undefined> {
  const before = new Set(await linksTo(email));
  const browser = new TestBrowser(idp.issuer);
  const form = await browser.visit(`/email/resend${query}`);
  const returnTo = /name="return_to" value="([^"]*)"/.exec(form.body)?.[1];
  const csrf = /name="_csrf" value="([^"]*)"/.exec(form.body)?.[1] ?? "";
  const fields: Record<string, string> = { email, _csrf: csrf };
  if (returnTo) fields.return_to = returnTo.replace(/&amp;/g, "&");
  const sent = await browser.submit("/email/resend", fields);
  expect(sent.body).toContain("If an account exists for that address");
  return (await linksTo(email)).find((link) => !before.has(link));
}

/** Opens a verification link in a fresh browser; answers the verified page's Continue. */
async function continueFrom(link: string | undefined): Promise<string> {
  if (!link) throw new Error("no verification link in the mail");
  // Another tab (or another browser): nothing of the sign-in's interaction is at hand.
  const page = await new TestBrowser(idp.issuer).visit(link);
  expect(page.body).toContain("Email verified");
  const continueLink = /<a class="button button-primary" href="([^"]+)">Continue to KEEN Cards<\/a>/.exec(
    page.body,
  );
  if (!continueLink?.[1]) throw new Error("no Continue on the verified page");
  return continueLink[1].replace(/&amp;/g, "&");
}

describe("email verification link", () => {
  it("continues to the app's sign-in returning to the page the member first asked for", async () => {
    expect(await continueAfterVerifying("/card/42?tab=resources")).toBe(
      `${appUrl}/auth/login?redirectTo=${encodeURIComponent("/card/42?tab=resources")}`,
    );
  });

  it.each([
    ["an absolute URL", "https://evil.example/card/42"],
    ["a protocol-relative URL", "//evil.example/card/42"],
    ["a backslash host", "/\\evil.example/card/42"],
    ["a relative name", "card/42"],
  ])("drops %s and continues to the app's home", async (_label, returnTo) => {
    expect(await continueAfterVerifying(returnTo)).toBe(appUrl);
  });

  it("continues to the app's home when the sign-up named no page", async () => {
    expect(await continueAfterVerifying()).toBe(appUrl);
  });

  it("keeps the page when a new link is asked for on the resend page", async () => {
    const email = newAddress();
    await signUpReturningTo(email, "/card/42");
    expect(await continueFrom(await resendLink(email))).toBe(
      `${appUrl}/auth/login?redirectTo=${encodeURIComponent("/card/42")}`,
    );
  });

  it("carries the page the app's verification screen opened the resend page for", async () => {
    const email = newAddress();
    await signUpReturningTo(email);
    await resendLink(email, `?return_to=${encodeURIComponent("/search?q=bridges&tab=cards")}`);
    // An outside address is dropped: the newest link keeps the page of the one before.
    const link = await resendLink(email, `?return_to=${encodeURIComponent("https://evil.example/")}`);
    expect(await continueFrom(link)).toBe(
      `${appUrl}/auth/login?redirectTo=${encodeURIComponent("/search?q=bridges&tab=cards")}`,
    );
  });
});
