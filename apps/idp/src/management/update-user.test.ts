import { findLink } from "@keen/mail";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { findAccountById } from "../accounts";
import { buildAccount, signIn, testPassword } from "../test/accounts";
import { TestBrowser } from "../test/browser";
import { startTestIdp } from "../test/harness";
import { tokenRequest } from "../test/oidc-client";
import { signOwnAccessToken } from "../test/tokens";

const { db, url } = await useTestDatabase();
const idp = await startTestIdp(url);
afterAll(() => idp.close());

const newPassword = "gusset-plate-rivets-42";
const patch = (id: string, token: string, body: object) =>
  idp.app.inject({
    method: "PATCH",
    url: `/api/v2/users/${id}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
const getUser = (id: string, token: string) =>
  idp.app.inject({
    method: "GET",
    url: `/api/v2/users/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
const refresh = (refreshToken: string) =>
  tokenRequest(idp.issuer, {
    grant_type: "refresh_token",
    refresh_token: refreshToken,
    client_id: idp.config.clientId,
  });

/** An access token whose holder signed in `minutesAgo` (as a token stolen from an old session is). */
function tokenSignedInAgo(sub: string, minutesAgo: number) {
  return signOwnAccessToken(idp, sub, { auth_time: Math.floor(Date.now() / 1000) - minutesAgo * 60 });
}

describe("changing the password through the management API", () => {
  it("asks a token from an old sign-in for the current password, and counts wrong ones", async () => {
    const account = await buildAccount(db);
    const stolen = await tokenSignedInAgo(account.id, 30);
    const bare = await patch(account.id, stolen, { password: newPassword });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details).toEqual([
      { field: "current_password", message: expect.stringContaining("required") },
    ]);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await patch(account.id, stolen, {
        password: newPassword,
        current_password: `guess-${attempt}`,
      });
      expect(wrong.json().details[0]).toEqual({ field: "current_password", message: "is incorrect" });
    }
    const locked = await patch(account.id, stolen, { password: newPassword, current_password: testPassword });
    expect(locked.statusCode).toBe(429);
    expect((await findAccountById(db, account.id))?.passwordChangedAt).toBeNull();
  });

  it("takes the current password, ends every other session and voids all older access tokens", async () => {
    const account = await buildAccount(db);
    const other = await signIn(idp, account.email);
    const mine = await signIn(idp, account.email);
    const stale = await tokenSignedInAgo(account.id, 30);
    const changed = await patch(account.id, mine.accessToken, {
      password: newPassword,
      current_password: testPassword,
    });
    expect(changed.statusCode).toBe(200);
    // The other session's refresh token is gone; this session's still works (and rotates).
    expect((await refresh(other.refreshToken)).body.error).toBe("invalid_grant");
    const renewed = await refresh(mine.refreshToken);
    expect(renewed.status).toBe(200);
    // Every access token issued before the change is refused; the renewed one is accepted.
    for (const token of [other.accessToken, mine.accessToken, stale]) {
      expect((await getUser(account.id, token)).statusCode).toBe(401);
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await refresh(String(renewed.body.refresh_token));
    expect((await getUser(account.id, String(fresh.body.access_token))).statusCode).toBe(200);
    await expect(signIn(idp, account.email)).rejects.toThrow(/login failed/);
    expect((await signIn(idp, account.email, newPassword)).accessToken).toBeTruthy();
  });

  it("lets a sign-in of the last few minutes change it without the current password", async () => {
    const account = await buildAccount(db);
    const recent = await tokenSignedInAgo(account.id, 2);
    expect((await patch(account.id, recent, { password: newPassword })).statusCode).toBe(200);
    expect((await signIn(idp, account.email, newPassword)).accessToken).toBeTruthy();
  });
});

describe("changing the email through the management API", () => {
  it("asks an old sign-in for the current password too", async () => {
    const account = await buildAccount(db);
    const stolen = await tokenSignedInAgo(account.id, 30);
    const response = await patch(account.id, stolen, { email: `taken-over-${account.email}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe("current_password");
    expect((await idp.outbox()).some((m) => m.to.includes(`taken-over-${account.email}`))).toBe(false);
  });

  it("switches when the link sent to the new address is followed, tells the old one, voids older tokens", async () => {
    const account = await buildAccount(db);
    const { accessToken } = await signIn(idp, account.email);
    const newEmail = `moved-${account.email}`;
    const requested = await patch(account.id, accessToken, { email: newEmail });
    expect(requested.json().email).toBe(account.email);
    expect((await findAccountById(db, account.id))?.email).toBe(account.email);
    // Until the link is followed, the old address still signs in and the token still works.
    expect((await getUser(account.id, accessToken)).statusCode).toBe(200);

    const mail = (await idp.outbox()).find((m) => m.to.includes(newEmail));
    expect(mail?.subject).toBe("Confirm your new email for KEEN Cards");
    const link = findLink(mail?.text ?? "", "/email/change")!;
    const browser = new TestBrowser(idp.issuer);
    const done = await browser.visit(link);
    expect(done.status).toBe(200);
    expect(done.body).toContain("Email changed");
    expect(await findAccountById(db, account.id)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await browser.visit(link)).status).toBe(400);

    const notice = (await idp.outbox()).find((m) => m.to.includes(account.email));
    expect(notice?.subject).toBe("Your KEEN Cards email was changed");
    expect(notice?.text).toContain(newEmail);
    expect((await getUser(account.id, accessToken)).statusCode).toBe(401);
    await expect(signIn(idp, account.email)).rejects.toThrow(/login failed/);
    expect((await signIn(idp, newEmail)).accessToken).toBeTruthy();
  });

  it("keeps the address when another account took it before the link was followed", async () => {
    const account = await buildAccount(db);
    const { accessToken } = await signIn(idp, account.email);
    const rival = await buildAccount(db);
    const wanted = `wanted-${account.email}`;
    await patch(account.id, accessToken, { email: wanted });
    const link = findLink(
      (await idp.outbox()).find((m) => m.to.includes(wanted))?.text ?? "",
      "/email/change",
    )!;
    await patch(rival.id, (await signIn(idp, rival.email)).accessToken, { email: wanted });
    const rivalLink = findLink(
      (await idp.outbox()).find(
        (m) => m.to.includes(wanted) && m.text.includes("/email/change") && !m.text.includes(link),
      )?.text ?? "",
      "/email/change",
    )!;
    expect((await new TestBrowser(idp.issuer).visit(rivalLink)).status).toBe(200);
    const late = await new TestBrowser(idp.issuer).visit(link);
    expect(late.status).toBe(409);
    expect(late.body).toContain("This address is taken");
    expect((await findAccountById(db, account.id))?.email).toBe(account.email);
  });
});
