import { type Database, users } from "@keen/db";
import { createAccount, markEmailVerified } from "../accounts";
import { TestBrowser } from "./browser";
import type { TestIdp } from "./harness";
import { authorizeUrl, newAuthRequest, tokenRequest } from "./oidc-client";
import { formAction } from "./pages";

export const testPassword = "truss-bridge-analysis-7";

/** Creates a verified account with a unique email (optionally with an admin member row). */
export async function buildAccount(db: Database, options: { isAdmin?: boolean; givenName?: string } = {}) {
  const email = `member-${crypto.randomUUID().slice(0, 8)}@example.edu`;
  const account = await createAccount(db, {
    email,
    password: testPassword,
    givenName: options.givenName ?? "Grace",
    familyName: "Hopper",
  });
  if (!account) throw new Error("account not created");
  await markEmailVerified(db, account.id);
  // The platform's role lives on the member row (decision 0041).
  if (options.isAdmin) await db.insert(users).values({ subject: account.id, email, role: "admin" });
  return account;
}

/** Opens the sign-up page through the authorization flow in a fresh browser (`extra`: more request parameters). */
export async function openSignup(idp: TestIdp, extra: Record<string, string> = {}) {
  const { clientId, appUrl, audience } = idp.config;
  const browser = new TestBrowser(idp.issuer);
  const page = await browser.visit(
    authorizeUrl(idp.issuer, {
      clientId,
      appUrl,
      audience,
      request: newAuthRequest(),
      extra: { screen_hint: "signup", ...extra },
    }),
  );
  return { browser, page };
}

/** Signs a new, unverified member up through the sign-up page; answers the browser and where it ended. */
export async function signUp(idp: TestIdp, email: string, extra: Record<string, string> = {}) {
  const { browser, page } = await openSignup(idp, extra);
  const done = await browser.submit(formAction(page.body), {
    given_name: "Lin",
    family_name: "Shen",
    email,
    password: "finite-element-mesh",
  });
  return { browser, done };
}

/** Logs in through the real authorization flow and returns the token response. */
export async function signIn(idp: TestIdp, email: string, password = testPassword) {
  const { clientId, appUrl, audience } = idp.config;
  const browser = new TestBrowser(idp.issuer);
  const request = newAuthRequest();
  const page = await browser.visit(authorizeUrl(idp.issuer, { clientId, appUrl, audience, request }));
  const done = await browser.submit(formAction(page.body), { email, password });
  const code = done.url.searchParams.get("code");
  if (!code) throw new Error(`login failed: ${done.url}`);
  const tokens = await tokenRequest(idp.issuer, {
    grant_type: "authorization_code",
    code,
    code_verifier: request.verifier,
    redirect_uri: `${appUrl}/auth/callback`,
    client_id: clientId,
  });
  return {
    browser,
    accessToken: String(tokens.body.access_token),
    refreshToken: String(tokens.body.refresh_token),
  };
}
