import { institutionFellows, userInstitutions } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildInstitution, buildUser } from "../../test/factories";
import { buildAdminTestApp } from "./testing/harness";

const { db } = await useTestDatabase();
const { call } = await buildAdminTestApp(db);

const unknownId = "00000000-0000-4000-8000-000000000000";
const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

describe("POST /Institution", () => {
  it("creates an institution with trimmed fields, defaults and empty lists", async () => {
    const name = uniqueName("Polytechnic of the Plains");
    const response = await call("admin", "POST", "/Institution", {
      name: `  ${name} `,
      shortName: "PoP",
      city: "Lincoln",
      region: "NE",
      website: "https://pop.example.edu",
      description: "  ",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name,
      shortName: "PoP",
      city: "Lincoln",
      region: "NE",
      country: "United States",
      website: "https://pop.example.edu",
      description: null,
      logoUrl: null,
      isPartner: false,
      featuredCards: [],
      keenLeaders: [],
      fellows: [],
      risingStars: [],
      statistics: {
        members: 0,
        publishedCards: 0,
        reviewedCards: 0,
        fellows: 0,
        risingStars: 0,
        keenLeaders: 0,
      },
      abilities: { edit: true, delete: true },
    });
  });

  it.each([
    { body: {}, field: "name" },
    { body: { name: "X" }, field: "name" },
    { body: { name: "Valid Name", website: "javascript:alert(1)" }, field: "website" },
    { body: { name: "Valid Name", website: "pop.example.edu" }, field: "website" },
    { body: { name: "Valid Name", shortName: "x".repeat(41) }, field: "shortName" },
    { body: { name: "Valid Name", description: "x".repeat(5001) }, field: "description" },
  ])("answers 400 naming $field", async ({ body, field }) => {
    const response = await call("admin", "POST", "/Institution", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it("answers 409 on name for a name taken in any case", async () => {
    const existing = await buildInstitution(db);
    const response = await call("admin", "POST", "/Institution", { name: existing.name.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "conflict", details: [{ field: "name" }] });
  });
});

describe("PUT /Institution/{id}", () => {
  it("replaces the fields and clears what is left out", async () => {
    const institution = await buildInstitution(db, {
      website: "https://old.example.edu",
      description: "Old",
    });
    const response = await call("admin", "PUT", `/Institution/${institution.id}`, {
      name: uniqueName("Renamed"),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ website: null, description: null, city: null });
  });

  it("answers 404 for an unknown id, 409 for another institution's name and 400 for a bad id", async () => {
    const [a, b] = [await buildInstitution(db), await buildInstitution(db)];
    expect(
      (await call("admin", "PUT", `/Institution/${unknownId}`, { name: "Anything Else" })).statusCode,
    ).toBe(404);
    expect((await call("admin", "PUT", `/Institution/${a.id}`, { name: b.name })).statusCode).toBe(409);
    expect((await call("admin", "PUT", `/Institution/${a.id}`, { name: a.name })).statusCode).toBe(200);
    const badId = await call("admin", "PUT", "/Institution/nope", { name: "Anything Else" });
    expect(badId.json()).toMatchObject({ code: "validation_error", details: [{ field: "id" }] });
  });
});

describe("GET and DELETE /Institution/{id}", () => {
  it("answers 404 for an unknown institution, to visitors too", async () => {
    const response = await call("visitor", "GET", `/Institution/${unknownId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Institution not found.", code: "not_found" });
  });

  it("deletes the institution with its lists and members' links", async () => {
    const institution = await buildInstitution(db);
    const member = await buildUser(db);
    await db.insert(userInstitutions).values({ userId: member.id, institutionId: institution.id });
    await call("admin", "POST", `/Institution/${institution.id}/Fellows`, { userId: member.id });
    expect((await call("admin", "DELETE", `/Institution/${institution.id}`)).statusCode).toBe(204);
    expect((await call("admin", "GET", `/Institution/${institution.id}`)).statusCode).toBe(404);
    expect(
      await db.select().from(institutionFellows).where(eq(institutionFellows.userId, member.id)),
    ).toEqual([]);
    expect((await call("admin", "DELETE", `/Institution/${institution.id}`)).statusCode).toBe(404);
  });
});

describe("GET /Institution", () => {
  it("lists institutions by name, paginated, filtered by name or short name, with member counts", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const b = await buildInstitution(db, { name: `Zeta ${tag} B` });
    const a = await buildInstitution(db, { name: `Zeta ${tag} A` });
    await buildInstitution(db, { name: `Zulu ${Math.random()}`, shortName: `ZT${tag}` });
    await db.insert(userInstitutions).values({ userId: (await buildUser(db)).id, institutionId: a.id });
    const page = (await call("visitor", "GET", `/Institution?q=${tag}&pageSize=2`)).json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([a.id, b.id]);
    expect(page.items[0]).toMatchObject({ members: 1, logoUrl: null, isPartner: false });
    expect((await call("visitor", "GET", "/Institution?pageSize=500")).json().details[0].field).toBe(
      "pageSize",
    );
  });
});

describe("GET /Institution/{id}/Statistics", () => {
  it("counts members, their published cards (once each), fellows, rising stars and leaders", async () => {
    const institution = await buildInstitution(db);
    const elsewhere = await buildInstitution(db);
    const [m1, m2, m3, outsider] = [
      await buildUser(db),
      await buildUser(db),
      await buildUser(db),
      await buildUser(db),
    ];
    for (const member of [m1, m2, m3]) {
      await db.insert(userInstitutions).values({ userId: member.id, institutionId: institution.id });
    }
    await db.insert(userInstitutions).values({ userId: outsider.id, institutionId: elsewhere.id });
    await buildCard(db, { author: m1, coAuthors: [m2], status: "published" }); // two members, one card
    await buildCard(db, { author: m2, status: "published" });
    await buildCard(db, { author: outsider, coAuthors: [m3], status: "published" });
    await buildCard(db, { author: m1 }); // draft
    await buildCard(db, { author: m1, status: "unpublished" });
    await buildCard(db, { author: m1, status: "published", isDeleted: true });
    await buildCard(db, { author: outsider, status: "published" }); // another institution's
    const base = `/Institution/${institution.id}`;
    await call("admin", "POST", `${base}/Fellows/Batch`, { userIds: [m1.id, m2.id, outsider.id] });
    await call("admin", "POST", `${base}/RisingStars/${m3.id}`);
    await call("admin", "POST", `${base}/KeenLeaders/${m1.id}`);
    await call("admin", "POST", `${base}/KeenLeaders/${m2.id}`);

    const expected = {
      members: 3,
      publishedCards: 3,
      reviewedCards: 0,
      fellows: 3,
      risingStars: 1,
      keenLeaders: 2,
    };
    const response = await call("visitor", "GET", `${base}/Statistics`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
    expect((await call("visitor", "GET", base)).json().statistics).toEqual(expected);
    expect((await call("visitor", "GET", `/Institution/${unknownId}/Statistics`)).statusCode).toBe(404);
  });
});
