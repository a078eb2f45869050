import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { bearer, buildTestApp, buildUser, signToken, signTokenFor } from "../../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

const profile = {
  firstName: "Ada",
  lastName: "Lovelace",
  title: "Professor of Mathematics",
  bio: "Analytical engines.",
};

describe("PUT /User/me", () => {
  it("saves the caller's names, title and bio and returns the member", async () => {
    const member = await buildUser(db);
    const response = await app.inject({
      method: "PUT",
      url: "/User/me",
      headers: bearer(await signTokenFor(member)),
      payload: { ...profile, firstName: "  Ada " },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: member.id, email: member.email, ...profile });
    const me = await app.inject({
      method: "GET",
      url: "/User/me",
      headers: bearer(await signTokenFor(member)),
    });
    expect(me.json()).toMatchObject(profile);
  });

  it("clears title and bio when they are blank or null", async () => {
    const member = await buildUser(db, { title: "Dr", bio: "Old" });
    const response = await app.inject({
      method: "PUT",
      url: "/User/me",
      headers: bearer(await signTokenFor(member)),
      payload: { firstName: "A", lastName: "B", title: " ", bio: null },
    });
    expect(response.json()).toMatchObject({ title: null, bio: null });
  });

  it.each([
    [{ ...profile, firstName: "" }, "firstName"],
    [{ ...profile, lastName: "x".repeat(81) }, "lastName"],
    [{ ...profile, title: "x".repeat(121) }, "title"],
    [{ ...profile, bio: "x".repeat(2001) }, "bio"],
    [{ lastName: "B" }, "firstName"],
  ])("answers 400 naming the field for %#", async (payload, field) => {
    const member = await buildUser(db);
    const response = await app.inject({
      method: "PUT",
      url: "/User/me",
      headers: bearer(await signTokenFor(member)),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe(field);
  });

  it("answers 401 to visitors and 403 before the member exists", async () => {
    expect((await app.inject({ method: "PUT", url: "/User/me", payload: profile })).statusCode).toBe(401);
    const newcomer = bearer(await signToken({ sub: randomUUID(), email_verified: true }));
    expect(
      (await app.inject({ method: "PUT", url: "/User/me", headers: newcomer, payload: profile })).statusCode,
    ).toBe(403);
  });
});

describe("PUT /User/{id}", () => {
  it.each([
    { caller: "visitor", status: 401 },
    { caller: "other member", status: 403 },
    { caller: "self", status: 200 },
    { caller: "admin", status: 200 },
  ])("$caller → $status", async ({ caller, status }) => {
    const target = await buildUser(db);
    const callerMember =
      caller === "self"
        ? target
        : caller === "admin"
          ? await buildUser(db, { role: "admin" })
          : await buildUser(db);
    const headers = caller === "visitor" ? {} : bearer(await signTokenFor(callerMember));
    const response = await app.inject({
      method: "PUT",
      url: `/User/${target.id}`,
      headers,
      payload: profile,
    });
    expect(response.statusCode).toBe(status);
    const me = await app.inject({
      method: "GET",
      url: "/User/me",
      headers: bearer(await signTokenFor(target)),
    });
    expect(me.json().firstName).toBe(status === 200 ? "Ada" : target.firstName);
  });

  it("answers 404 to an admin for an unknown member", async () => {
    const admin = await buildUser(db, { role: "admin" });
    const response = await app.inject({
      method: "PUT",
      url: `/User/${randomUUID()}`,
      headers: bearer(await signTokenFor(admin)),
      payload: profile,
    });
    expect(response.statusCode).toBe(404);
  });
});
