import { decodeJwt } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { buildAccount, signIn, testPassword } from "../test/accounts";
import { TestBrowser } from "../test/browser";
import { startTestIdp } from "../test/harness";
import { authorizeUrl, newAuthRequest, tokenRequest } from "../test/oidc-client";
import { callbackParams, formAction } from "../test/pages";

const { db, url } = await useTestDatabase();
const idp = await startTestIdp(url);
afterAll(() => idp.close());

const { clientId, appUrl, audience } = idp.config;
const redirectUri = `${appUrl}/auth/callback`;
const refresh = (refreshToken: string) =>
  tokenRequest(idp.issuer, { grant_type: "refresh_token", refresh_token: refreshToken, client_id: clientId });

describe("what a stolen token is worth", () => {
  it("access tokens live ten minutes at most", async () => {
    const { accessToken, refreshToken } = await signIn(idp, (await buildAccount(db)).email);
    const renewed = String((await refresh(refreshToken)).body.access_token);
    for (const token of [accessToken, renewed]) {
      const { iat = 0, exp = 0 } = decodeJwt(token);
      expect(exp - iat).toBeLessThanOrEqual(600);
    }
  });

  it("a refresh token works once; using it again revokes the whole grant, the rotated token included", async () => {
    const { refreshToken } = await signIn(idp, (await buildAccount(db)).email);
    const first = await refresh(refreshToken);
    expect(first.status).toBe(200);
    const rotated = String(first.body.refresh_token);
    expect(rotated).not.toBe(refreshToken);
    // A thief replays the old one: refused, and the legitimate holder's new token dies with it.
    expect((await refresh(refreshToken)).body.error).toBe("invalid_grant");
    expect((await refresh(rotated)).body.error).toBe("invalid_grant");
  });

  it("an authorization code is void after an exchange with a wrong redirect_uri", async () => {
    const account = await buildAccount(db);
    const browser = new TestBrowser(idp.issuer);
    const request = newAuthRequest();
    const page = await browser.visit(authorizeUrl(idp.issuer, { clientId, appUrl, audience, request }));
    const done = await browser.submit(formAction(page.body), {
      email: account.email,
      password: testPassword,
    });
    const code = callbackParams(done, appUrl).get("code")!;
    const exchange = (redirect: string) =>
      tokenRequest(idp.issuer, {
        grant_type: "authorization_code",
        code,
        code_verifier: request.verifier,
        redirect_uri: redirect,
        client_id: clientId,
      });
    expect((await exchange("https://attacker.example/callback")).body.error).toBe("invalid_grant");
    const retried = await exchange(redirectUri);
    expect(retried.status).toBe(400);
    expect(retried.body.error).toBe("invalid_grant");
    expect(retried.body.access_token).toBeUndefined();
  });
});
