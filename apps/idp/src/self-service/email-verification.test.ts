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

/** Signs up asking to return to `returnTo`, opens the emailed link elsewhere; answers the page's Continue. */
async function continueAfterVerifying(returnTo?: string): Promise<string> {
  const email = `new-${crypto.randomUUID().slice(0, 8)}@example.edu`;
  const { done } = await signUp(idp, email, returnTo === undefined ? {} : { return_to: returnTo });
  expect(callbackParams(done, appUrl).get("error_description")).toMatch(/verify your email/i);
  const mail = (await idp.outbox()).find((m) => m.to.includes(email));
  const link = findLink(mail?.text ?? "", "/email/verify");
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
});
