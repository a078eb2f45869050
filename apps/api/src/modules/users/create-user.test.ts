import { randomUUID } from "node:crypto";
import { users } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { bearer, buildTestApp, buildUser, signToken, testIssuer } from "../../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

function claimsFor(sub = randomUUID()) {
  return {
    sub,
    email: `new-${sub}@example.test`,
    email_verified: true,
    given_name: "Grace",
    family_name: "Hopper",
  };
}

const create = async (token?: string) =>
  app.inject({ method: "POST", url: "/User/Create", headers: token ? bearer(token) : {} });

describe("POST /User/Create", () => {
  it("refuses anonymous callers with 401", async () => {
    const response = await create();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "unauthorized" });
  });

  it("creates the member from the token's claims (201), then returns it unchanged (200)", async () => {
    const claims = claimsFor();
    const token = await signToken(claims);
    const first = await create(token);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      email: claims.email,
      firstName: "Grace",
      lastName: "Hopper",
      role: "member",
      isOnboarded: false,
      institutions: [],
      abilities: { edit: true, delete: true },
    });
    const second = await create(token);
    expect(second.statusCode).toBe(200);
    expect(second.json().userId).toBe(first.json().userId);
    expect(await db.select().from(users).where(eq(users.subject, claims.sub))).toHaveLength(1);
  });

  it("creates exactly one member when two first sign-ins race", async () => {
    const token = await signToken(claimsFor());
    const statuses = (await Promise.all([create(token), create(token)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 201]);
  });

  it("accepts a body-less JSON request (clients that always send Content-Type)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/User/Create",
      headers: { ...bearer(await signToken(claimsFor())), "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(201);
  });

  it("refuses with 403 when the token says the email is not verified", async () => {
    const claims = { ...claimsFor(), email_verified: false };
    const response = await create(await signToken(claims));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: "forbidden",
      message: expect.stringContaining("Verify your email"),
    });
    expect(await db.select().from(users).where(eq(users.subject, claims.sub))).toHaveLength(0);
  });

  it("answers 409 when the email belongs to another member", async () => {
    const other = await buildUser(db);
    const response = await create(await signToken({ ...claimsFor(), email: other.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "conflict" });
  });

  it("asks the issuer's userinfo endpoint when the access token carries no email", async () => {
    const sub = randomUUID();
    testIssuer.setUserInfo(sub, {
      email: `info-${sub}@example.test`,
      email_verified: true,
      given_name: "Katherine",
      family_name: "Johnson",
    });
    const response = await create(await signToken({ sub }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: `info-${sub}@example.test`,
      firstName: "Katherine",
      lastName: "Johnson",
    });
  });

  it("refuses when userinfo says the email is not verified", async () => {
    const sub = randomUUID();
    testIssuer.setUserInfo(sub, { email: `unverified-${sub}@example.test`, email_verified: false });
    const response = await create(await signToken({ sub }));
    expect(response.statusCode).toBe(403);
  });

  it("answers 400 naming email when neither the token nor userinfo has one", async () => {
    const response = await create(await signToken({ sub: randomUUID() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_error", details: [{ field: "email" }] });
  });
});
