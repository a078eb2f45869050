import { accountDeletionLockKey, idpOidcModels, idpTokenCutoffs } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import { importJWK, SignJWT } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { generateSigningKeys } from "../oidc/keys";
import { buildAccount, signIn } from "../test/accounts";
import { startTestIdp } from "../test/harness";
import { signOwnAccessToken } from "../test/tokens";

const { db, url } = await useTestDatabase();
const idp = await startTestIdp(url);
afterAll(() => idp.close());

const admin = await buildAccount(db, { isAdmin: true, givenName: "Ada" });
const adminToken = (await signIn(idp, admin.email)).accessToken;

type Method = "GET" | "PATCH" | "POST" | "DELETE";
const call = (method: Method, path: string, token?: string, body?: unknown) =>
  idp.app.inject({
    method,
    url: `/api/v2${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });

/** Runs `request` while holding the account's deletion lock, as the API's confirmed deletion does. */
async function whileApiDeletes<T>(subject: string, request: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${accountDeletionLockKey(subject)})`);
    return request();
  });
}

/** A member, a stranger, and their tokens, fresh for each test. */
async function actors() {
  const me = await buildAccount(db);
  const stranger = await buildAccount(db);
  return { me, stranger, myToken: (await signIn(idp, me.email)).accessToken };
}

describe("management API authorization matrix", () => {
  it("GET /users/{id}: self 200, other 403, admin 200, no token 401", async () => {
    const { me, stranger, myToken } = await actors();
    const own = await call("GET", `/users/${me.id}`, myToken);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      user_id: me.id,
      email: me.email,
      email_verified: true,
      given_name: "Grace",
      family_name: "Hopper",
      name: "Grace Hopper",
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await call("GET", `/users/${stranger.id}`, myToken)).statusCode).toBe(403);
    expect((await call("GET", `/users/${me.id}`, adminToken)).statusCode).toBe(200);
    const anonymous = await call("GET", `/users/${me.id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("unauthorized");
  });

  it("PATCH /users/{id}: self 200, other 403, admin 200, no token 401", async () => {
    const { me, stranger, myToken } = await actors();
    const own = await call("PATCH", `/users/${me.id}`, myToken, { given_name: "Amazing Grace" });
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe("Amazing Grace Hopper");
    expect((await call("PATCH", `/users/${stranger.id}`, myToken, { given_name: "X" })).statusCode).toBe(403);
    expect(
      (await call("PATCH", `/users/${stranger.id}`, adminToken, { family_name: "Murray" })).json()
        .family_name,
    ).toBe("Murray");
    expect((await call("PATCH", `/users/${me.id}`, undefined, { given_name: "X" })).statusCode).toBe(401);
  });

  it("POST /jobs/verification-email: self 201, other 403, admin 201, no token 401", async () => {
    const { me, stranger, myToken } = await actors();
    const own = await call("POST", "/jobs/verification-email", myToken, { user_id: me.id });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toEqual({ id: expect.any(String), type: "verification_email", status: "pending" });
    expect(
      (await call("POST", "/jobs/verification-email", myToken, { user_id: stranger.id })).statusCode,
    ).toBe(403);
    expect(
      (await call("POST", "/jobs/verification-email", adminToken, { user_id: stranger.id })).statusCode,
    ).toBe(201);
    expect((await call("POST", "/jobs/verification-email", undefined, { user_id: me.id })).statusCode).toBe(
      401,
    );
    const mails = (await idp.outbox()).filter(
      (m) => m.to.includes(me.email) || m.to.includes(stranger.email),
    );
    expect(mails.map((m) => m.subject)).toEqual([
      "Verify your email for KEEN Cards",
      "Verify your email for KEEN Cards",
    ]);
  });

  it("DELETE /users/{id}: no token 401, other 403; self and admin 403 unless the API's confirmed deletion runs, then 204", async () => {
    const { me, stranger, myToken } = await actors();
    expect((await call("DELETE", `/users/${stranger.id}`, myToken)).statusCode).toBe(403);
    expect((await call("DELETE", `/users/${me.id}`)).statusCode).toBe(401);
    // Deleting here alone would leave the member's profile up: the API's deletion is the one way.
    const alone = await call("DELETE", `/users/${me.id}`, myToken);
    expect(alone.statusCode).toBe(403);
    expect(alone.json().message).toContain("POST /User/{id}/delete");
    expect((await call("DELETE", `/users/${me.id}`, adminToken)).statusCode).toBe(403);
    expect((await call("GET", `/users/${me.id}`, myToken)).statusCode).toBe(200);

    const deleted = await whileApiDeletes(me.id, () => call("DELETE", `/users/${me.id}`, myToken));
    expect(deleted.statusCode).toBe(204);
    expect((await call("GET", `/users/${me.id}`, adminToken)).statusCode).toBe(404);
    const left = await db
      .select()
      .from(idpOidcModels)
      .where(sql`${idpOidcModels.payload}->>'accountId' = ${me.id}`);
    expect(left).toEqual([]);
    // The deleted user's token no longer works, here or (through the cutoff) at the API.
    expect((await call("GET", `/users/${me.id}`, myToken)).statusCode).toBe(401);
    const [cutoff] = await db.select().from(idpTokenCutoffs).where(eq(idpTokenCutoffs.subject, me.id));
    expect(cutoff?.notBefore.getTime()).toBeGreaterThan(Date.now() - 5000);
    const byAdmin = await whileApiDeletes(stranger.id, () =>
      call("DELETE", `/users/${stranger.id}`, adminToken),
    );
    expect(byAdmin.statusCode).toBe(204);
  });

  it("answers 404 for unknown ids and 401 for tokens not issued by us for the API", async () => {
    const { me } = await actors();
    expect((await call("GET", `/users/${crypto.randomUUID()}`, adminToken)).json().code).toBe("not_found");
    expect((await call("GET", "/users/not-a-uuid", adminToken)).statusCode).toBe(404);
    const foreign = await generateSigningKeys();
    const forged = await new SignJWT({ email: me.email })
      .setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid: foreign.keys[0]?.kid })
      .setIssuer(idp.issuer)
      .setAudience(idp.config.audience)
      .setSubject(me.id)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(await importJWK(foreign.keys[0]!, "RS256"));
    expect((await call("GET", `/users/${me.id}`, forged)).statusCode).toBe(401);
    expect((await call("GET", `/users/${me.id}`, "not-a-jwt")).statusCode).toBe(401);
  });

  it("refuses a token of its own that has no `exp`", async () => {
    const { me } = await actors();
    const endless = await signOwnAccessToken(idp, me.id, {}, { expires: false });
    expect((await call("GET", `/users/${me.id}`, endless)).statusCode).toBe(401);
    expect((await call("GET", `/users/${me.id}`, await signOwnAccessToken(idp, me.id))).statusCode).toBe(200);
  });
});

describe("management API validation", () => {
  it("refuses weak passwords and unknown fields with field-level details", async () => {
    const { me, myToken } = await actors();
    const weak = await call("PATCH", `/users/${me.id}`, myToken, { password: "password123" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: "validation_error", details: [{ field: "password" }] });
    const unknown = await call("PATCH", `/users/${me.id}`, myToken, { is_admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe("is_admin");
    expect((await call("PATCH", `/users/${me.id}`, myToken, {})).statusCode).toBe(400);
    expect((await call("POST", "/jobs/verification-email", myToken, {})).json().details[0].field).toBe(
      "user_id",
    );
  });

  it("changes nothing until the new address confirms, and answers the same when the address is taken", async () => {
    const { me, stranger, myToken } = await actors();
    const newEmail = `new-${me.email}`;
    const free = await call("PATCH", `/users/${me.id}`, myToken, { email: newEmail });
    const taken = await call("PATCH", `/users/${me.id}`, myToken, { email: stranger.email.toUpperCase() });
    expect(free.statusCode).toBe(200);
    expect(taken.statusCode).toBe(200);
    const shape = (body: Record<string, unknown>) => ({ ...body, updated_at: "", created_at: "" });
    expect(shape(taken.json())).toEqual(shape(free.json()));
    expect(free.json()).toMatchObject({ email: me.email, email_verified: true });
    const mails = await idp.outbox();
    expect(mails.find((m) => m.to.includes(newEmail))?.text).toContain("/email/change?token=");
    // The owner of the taken address is told instead; no link goes out for it.
    const toStranger = mails.filter((m) => m.to.includes(stranger.email));
    expect(toStranger.map((m) => m.subject)).toEqual(["Someone tried to use your email on KEEN Cards"]);
    expect(toStranger[0]?.text).not.toContain("token=");
  });

  it("allows the app origin through CORS", async () => {
    const preflight = await idp.app.inject({
      method: "OPTIONS",
      url: "/api/v2/users/x",
      headers: {
        origin: idp.config.appUrl,
        "access-control-request-method": "PATCH",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBe(idp.config.appUrl);
  });
});
