import { findLink } from "@keen/mail";
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { buildAccount, testPassword } from "../test/accounts";
import { TestBrowser } from "../test/browser";
import { startTestIdp } from "../test/harness";
import { authorizeUrl, newAuthRequest, tokenRequest } from "../test/oidc-client";
import { callbackParams, formAction } from "../test/pages";

const { db, url } = await useTestDatabase();
const idp = await startTestIdp(url);
afterAll(() => idp.close());

const { clientId, appUrl, audience } = idp.config;
const redirectUri = `${appUrl}/auth/callback`;
const authorize = (request = newAuthRequest(), extra?: Record<string, string>) =>
  authorizeUrl(idp.issuer, { clientId, appUrl, audience, request, extra });
const jwks = createRemoteJWKSet(new URL(`${idp.issuer}/jwks`));

describe("authorization code + PKCE flow", () => {
  it("opens the sign-up page for screen_hint=signup and the login page otherwise", async () => {
    const browser = new TestBrowser(idp.issuer);
    const signup = await browser.visit(authorize(newAuthRequest(), { screen_hint: "signup" }));
    expect(signup.status).toBe(200);
    expect(signup.body).toContain("Create your account");
    expect(formAction(signup.body)).toMatch(/^\/interaction\/[^/]+\/signup$/);
    const login = await browser.visit(authorize());
    expect(login.body).toContain("Log in");
    expect(formAction(login.body)).toMatch(/^\/interaction\/[^/]+\/login$/);
  });

  it("signs up, denies until the email is verified, then issues RS256 tokens and rotates refresh tokens", async () => {
    const browser = new TestBrowser(idp.issuer);
    const email = `ada.${Date.now()}@example.edu`;
    const password = "analytical-engine-1843";
    const first = newAuthRequest();
    const signup = await browser.visit(authorize(first, { screen_hint: "signup" }));
    const afterSignup = await browser.submit(formAction(signup.body), {
      given_name: "Ada",
      family_name: "Lovelace",
      email,
      password,
    });
    const denied = callbackParams(afterSignup, appUrl);
    expect(denied.get("error")).toBe("access_denied");
    expect(denied.get("error_description")).toMatch(/verify your email/i);
    expect(denied.get("state")).toBe(first.state);

    const mail = (await idp.outbox()).find((message) => message.to.includes(email));
    const link = findLink(mail?.text ?? "", "/email/verify");
    expect(link).toBeDefined();

    // Logging in (another browser) before the link is clicked is denied the same way.
    const other = new TestBrowser(idp.issuer);
    const loginPage = await other.visit(authorize());
    const early = await other.submit(formAction(loginPage.body), { email, password });
    expect(callbackParams(early, appUrl).get("error_description")).toMatch(/verify your email/i);

    const verified = await browser.visit(link!);
    expect(verified.status).toBe(200);
    expect(verified.body).toContain("Email verified");
    // The address breaks before its dots and @, never after a hyphen.
    const stamp = email.split(/[.@]/)[1];
    expect(verified.body).toContain(
      `<span class="address"><span>ada</span><span>.${stamp}</span><span>@example</span><span>.edu</span></span>`,
    );
    expect(verified.body).toContain(`href="${appUrl}"`);

    // "Try again": the session from sign-up is still there, so no password is needed.
    const retry = newAuthRequest();
    const params = callbackParams(await browser.visit(authorize(retry)), appUrl);
    expect(params.get("state")).toBe(retry.state);
    const code = params.get("code")!;
    expect(code).toBeTruthy();

    const wrongVerifier = await tokenRequest(idp.issuer, {
      grant_type: "authorization_code",
      code,
      code_verifier: newAuthRequest().verifier,
      redirect_uri: redirectUri,
      client_id: clientId,
    });
    expect(wrongVerifier.body.error).toBe("invalid_grant");

    const retry2 = newAuthRequest();
    const code2 = callbackParams(await browser.visit(authorize(retry2)), appUrl).get("code")!;
    const tokens = await tokenRequest(idp.issuer, {
      grant_type: "authorization_code",
      code: code2,
      code_verifier: retry2.verifier,
      redirect_uri: redirectUri,
      client_id: clientId,
    });
    expect(tokens.status).toBe(200);
    const idToken = String(tokens.body.id_token);
    const accessToken = String(tokens.body.access_token);
    const refreshToken = String(tokens.body.refresh_token);

    expect(decodeProtectedHeader(idToken).alg).toBe("RS256");
    const id = await jwtVerify(idToken, jwks, {
      issuer: idp.issuer,
      audience: clientId,
      algorithms: ["RS256"],
    });
    expect(id.payload.nonce).toBe(retry2.nonce);
    expect(id.payload.email).toBe(email);
    expect(id.payload.given_name).toBe("Ada");

    const access = await jwtVerify(accessToken, jwks, {
      issuer: idp.issuer,
      audience,
      algorithms: ["RS256"],
    });
    expect(access.payload).toMatchObject({
      sub: id.payload.sub,
      email,
      email_verified: true,
      given_name: "Ada",
      family_name: "Lovelace",
    });

    const refreshed = await tokenRequest(idp.issuer, {
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: clientId,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(refreshToken);
    const renewed = await jwtVerify(String(refreshed.body.access_token), jwks, {
      issuer: idp.issuer,
      audience,
    });
    expect(renewed.payload.email).toBe(email);

    const reused = await tokenRequest(idp.issuer, {
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: clientId,
    });
    expect(reused.body.error).toBe("invalid_grant");
  });

  it("accepts `resource` on authorize, code and refresh requests (as oidc-client-ts sends it)", async () => {
    const account = await buildAccount(db);
    const browser = new TestBrowser(idp.issuer);
    const request = newAuthRequest();
    const page = await browser.visit(authorize(request, { resource: audience }));
    const done = await browser.submit(formAction(page.body), {
      email: account.email,
      password: testPassword,
    });
    const code = callbackParams(done, appUrl).get("code")!;
    const tokens = await tokenRequest(idp.issuer, {
      grant_type: "authorization_code",
      code,
      code_verifier: request.verifier,
      redirect_uri: redirectUri,
      client_id: clientId,
      resource: audience,
    });
    expect(tokens.status).toBe(200);
    const access = await jwtVerify(String(tokens.body.access_token), jwks, { issuer: idp.issuer, audience });
    expect(access.payload.sub).toBe(account.id);
    const refreshed = await tokenRequest(idp.issuer, {
      grant_type: "refresh_token",
      refresh_token: String(tokens.body.refresh_token),
      client_id: clientId,
      resource: audience,
    });
    expect(refreshed.status).toBe(200);
    const other = await browser.visit(authorize(newAuthRequest(), { audience: "urn:someone:else" }));
    expect(callbackParams(other, appUrl).get("error")).toBe("invalid_target");
  });

  it("refuses an authorization request without PKCE", async () => {
    const request = newAuthRequest();
    const target = new URL(authorize(request));
    target.searchParams.delete("code_challenge");
    target.searchParams.delete("code_challenge_method");
    const result = await new TestBrowser(idp.issuer).visit(target.toString());
    const params = callbackParams(result, appUrl);
    expect(params.get("error")).toBe("invalid_request");
    expect(params.get("code")).toBeNull();
  });
});
