import { randomUUID } from "node:crypto";
import {
  institutionFellows,
  institutionKeenLeaders,
  institutionRisingStars,
  userInstitutions,
} from "@keen/db";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { countStatements } from "../../test/count-statements";
import {
  bearer,
  buildInstitution,
  buildTestApp,
  buildUser,
  signToken,
  signTokenFor,
} from "../../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const sql = countStatements(db);

const get = async (url: string, token?: string) =>
  app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

describe("GET /User/me", () => {
  it("returns the caller's member with email and abilities", async () => {
    const member = await buildUser(db, { title: "Professor" });
    const response = await get("/User/me", await signTokenFor(member));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: member.id,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      title: "Professor",
      bio: null,
      role: "member",
      isOnboarded: false,
      institutions: [],
      disciplines: [],
      interests: [],
      memberships: [],
      pictureUrl: `/User/${member.id}/ProfilePicture?size=256&v=i${member.updatedAt.getTime().toString(36)}`,
      hasPicture: false,
      institutionRoles: [],
      createdAt: member.createdAt.toISOString(),
      abilities: { edit: true, delete: true },
    });
  });

  it("answers 404 not_found before the member exists (the web app then calls POST /User/Create)", async () => {
    const response = await get("/User/me", await signToken({ sub: randomUUID(), email_verified: true }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "not_found" });
  });

  it("answers 401 to anonymous callers", async () => {
    expect((await get("/User/me")).statusCode).toBe(401);
  });
});

describe("GET /User/{id}", () => {
  it.each([
    { caller: "anonymous", status: 200, hasEmail: false },
    { caller: "signed in without a member yet", status: 200, hasEmail: false },
    { caller: "another member", status: 200, hasEmail: false },
    { caller: "a reviewer", status: 200, hasEmail: false },
    { caller: "the member themself", status: 200, hasEmail: true },
    { caller: "an admin", status: 200, hasEmail: true },
  ])("$caller → $status", async ({ caller, status, hasEmail }) => {
    const target = await buildUser(db);
    const tokens: Record<string, () => Promise<string | undefined>> = {
      anonymous: async () => undefined,
      "signed in without a member yet": () => signToken({ sub: randomUUID() }),
      "another member": async () => signTokenFor(await buildUser(db)),
      "a reviewer": async () => signTokenFor(await buildUser(db, { role: "reviewer" })),
      "the member themself": () => signTokenFor(target),
      "an admin": async () => signTokenFor(await buildUser(db, { role: "admin" })),
    };
    const response = await get(`/User/${target.id}`, await tokens[caller]!());
    expect(response.statusCode).toBe(status);
    if (status !== 200) return;
    const body = response.json();
    expect(body.userId).toBe(target.id);
    expect("email" in body).toBe(hasEmail);
    expect(body.abilities).toEqual({ edit: hasEmail, delete: hasEmail });
  });

  it("answers 404 for an unknown id", async () => {
    const viewer = await buildUser(db);
    const response = await get(`/User/${randomUUID()}`, await signTokenFor(viewer));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Member not found.", code: "not_found" });
  });

  it("answers 400 naming the id when it is not a UUID", async () => {
    const viewer = await buildUser(db);
    const response = await get("/User/42", await signTokenFor(viewer));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "id: must be a member id (UUID)",
      code: "validation_error",
      details: [{ field: "id", message: "must be a member id (UUID)" }],
    });
  });
});

describe("institution roles on the member", () => {
  it("lists fellow, KEEN leader and rising-star roles by institution, leader before fellow before rising star", async () => {
    const member = await buildUser(db);
    const [alpha, beta] = [
      await buildInstitution(db, { name: `Alpha Tech ${randomUUID()}` }),
      await buildInstitution(db, { name: `Beta State ${randomUUID()}` }),
    ];
    await db.insert(institutionRisingStars).values({ institutionId: alpha.id, userId: member.id });
    await db.insert(institutionFellows).values({ institutionId: beta.id, userId: member.id, year: 2020 });
    await db.insert(institutionFellows).values({ institutionId: alpha.id, userId: member.id });
    await db.insert(institutionKeenLeaders).values({ institutionId: beta.id, userId: member.id });
    const viewer = await buildUser(db);
    const response = await get(`/User/${member.id}`, await signTokenFor(viewer));
    expect(response.json().institutionRoles).toEqual([
      { institutionId: alpha.id, institutionName: alpha.name, role: "fellow" },
      { institutionId: alpha.id, institutionName: alpha.name, role: "risingStar" },
      { institutionId: beta.id, institutionName: beta.name, role: "keenLeader" },
      { institutionId: beta.id, institutionName: beta.name, role: "fellow" },
    ]);
  });
});

describe("statements per member request", () => {
  it("GET /User/{id} sends at most 3 statements (the caller, the member with everything shown)", async () => {
    const member = await buildUser(db);
    const institution = await buildInstitution(db);
    await db
      .insert(userInstitutions)
      .values({ userId: member.id, institutionId: institution.id, position: 0 });
    await db.insert(institutionFellows).values({ institutionId: institution.id, userId: member.id });
    const token = await signTokenFor(await buildUser(db));
    await get(`/User/${member.id}`, token);
    sql.reset();
    const response = await get(`/User/${member.id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      institutions: [{ id: institution.id, name: institution.name }],
      institutionRoles: [{ institutionId: institution.id, role: "fellow" }],
      hasPicture: false,
    });
    expect(sql.statements.length, sql.statements.join("\n---\n")).toBeLessThanOrEqual(3);
  });
});
