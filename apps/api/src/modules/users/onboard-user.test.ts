import { randomUUID } from "node:crypto";
import { disciplines, interests, memberships, userDisciplines, userInstitutions, users } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
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

const [discipline1, discipline2] = await db.select().from(disciplines).limit(2);
const [interest] = await db.select().from(interests).limit(1);
const [society] = await db.select().from(memberships).limit(1);

async function validForm() {
  const institution = await buildInstitution(db);
  return {
    firstName: "  Lillian ",
    lastName: "Gilbreth",
    title: "Professor of Industrial Engineering",
    institutionId: institution.id,
    disciplineIds: [discipline1!.id, discipline2!.id, discipline1!.id],
    interestIds: [interest!.id],
    membershipIds: [society!.id],
  };
}

const onboard = async (payload: unknown, token?: string) =>
  app.inject({
    method: "PUT",
    url: "/User/me/Onboarding",
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

describe("PUT /User/me/Onboarding", () => {
  it("saves the form and marks the member onboarded", async () => {
    const member = await buildUser(db);
    const form = await validForm();
    const response = await onboard(form, await signTokenFor(member));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      userId: member.id,
      firstName: "Lillian",
      lastName: "Gilbreth",
      title: form.title,
      isOnboarded: true,
      institutions: [{ id: form.institutionId }],
      interests: [{ id: interest!.id, name: interest!.name }],
      memberships: [{ id: society!.id, abbreviation: society!.abbreviation }],
    });
    expect(body.disciplines.map((d: { id: string }) => d.id).sort()).toEqual(
      [discipline1!.id, discipline2!.id].sort(),
    );
  });

  it("keeps existing institutions after the new primary one and replaces the lists", async () => {
    const member = await buildUser(db);
    const token = await signTokenFor(member);
    const first = await validForm();
    await onboard(first, token);
    const second = { ...(await validForm()), disciplineIds: [discipline2!.id], interestIds: [] };
    const response = await onboard(second, token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.institutions.map((i: { id: string }) => i.id)).toEqual([
      second.institutionId,
      first.institutionId,
    ]);
    expect(body.disciplines).toEqual([{ id: discipline2!.id, name: discipline2!.name }]);
    expect(body.interests).toEqual([]);
  });

  it("answers 400 naming every invalid field", async () => {
    const member = await buildUser(db);
    const response = await onboard({ firstName: "", disciplineIds: [] }, await signTokenFor(member));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("validation_error");
    expect(body.message).toMatch(/^firstName: First name is required/);
    expect(body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(["firstName", "lastName", "title", "disciplineIds"]),
    );
  });

  it("answers 400 on institutionId without one, unless the member proposed theirs", async () => {
    const member = await buildUser(db);
    const { institutionId: _chosen, ...form } = await validForm();
    const response = await onboard(form, await signTokenFor(member));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "validation_error",
      details: [
        { field: "institutionId", message: "Choose your institution, or propose yours if it isn't listed" },
      ],
    });
    const [stored] = await db.select().from(users).where(eq(users.id, member.id));
    expect(stored?.isOnboarded).toBe(false);
  });

  it("rejects an unknown institution and leaves nothing half-written", async () => {
    const member = await buildUser(db);
    const response = await onboard(
      { ...(await validForm()), institutionId: randomUUID() },
      await signTokenFor(member),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "validation_error",
      details: [{ field: "institutionId" }],
    });
    const [stored] = await db.select().from(users).where(eq(users.id, member.id));
    expect(stored).toMatchObject({ firstName: member.firstName, title: null, isOnboarded: false });
    expect(await db.select().from(userInstitutions).where(eq(userInstitutions.userId, member.id))).toEqual(
      [],
    );
  });

  it("rejects an unknown discipline after the institution was written, rolling both back", async () => {
    const member = await buildUser(db);
    const response = await onboard(
      { ...(await validForm()), disciplineIds: [discipline1!.id, randomUUID()] },
      await signTokenFor(member),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: "disciplineIds" }] });
    expect(await db.select().from(userInstitutions).where(eq(userInstitutions.userId, member.id))).toEqual(
      [],
    );
    expect(await db.select().from(userDisciplines).where(eq(userDisciplines.userId, member.id))).toEqual([]);
    const [stored] = await db.select().from(users).where(eq(users.id, member.id));
    expect(stored?.isOnboarded).toBe(false);
  });

  it("answers 401 to anonymous callers and 403 before the member exists", async () => {
    const form = await validForm();
    expect((await onboard(form)).statusCode).toBe(401);
    expect((await onboard(form, await signToken({ sub: randomUUID() }))).statusCode).toBe(403);
  });

  it("only ever changes the caller's own member", async () => {
    const member = await buildUser(db);
    const other = await buildUser(db);
    await onboard(await validForm(), await signTokenFor(member));
    const [untouched] = await db.select().from(users).where(eq(users.id, other.id));
    expect(untouched?.isOnboarded).toBe(false);
  });
});
