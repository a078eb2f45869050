import { institutionFellows } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildInstitution, buildUser } from "../../test/factories";
import { loadInstitutionRoles } from "../users/institution-roles";
import { buildAdminTestApp } from "./testing/harness";

const { db } = await useTestDatabase();
const { call } = await buildAdminTestApp(db);

const ids = (list: { userId?: string; id?: string }[]) => list.map((item) => item.userId ?? item.id);

async function institutionWithPeople(path: "KeenLeaders" | "RisingStars", count = 3) {
  const institution = await buildInstitution(db);
  const people = [];
  for (let i = 0; i < count; i++) {
    const member = await buildUser(db);
    const response = await call("admin", "POST", `/Institution/${institution.id}/${path}/${member.id}`);
    expect(response.statusCode, response.body).toBe(201);
    people.push(member);
  }
  return { institution, people };
}

describe.each(["KeenLeaders", "RisingStars"] as const)("%s", (path) => {
  it("appends members in order and answers the new list with names and picture URLs", async () => {
    const { institution, people } = await institutionWithPeople(path, 2);
    const list = (await call("visitor", "GET", `/Institution/${institution.id}/${path}`)).json();
    expect(ids(list)).toEqual(people.map((p) => p.id));
    expect(list[0]).toEqual({
      userId: people[0]!.id,
      firstName: people[0]!.firstName,
      lastName: people[0]!.lastName,
      name: `${people[0]!.firstName} ${people[0]!.lastName}`,
      title: null,
      pictureUrl: `/User/${people[0]!.id}/ProfilePicture?size=256`,
    });
  });

  it("answers 409 for a member already listed, 404 for an unknown member, institution or entry", async () => {
    const { institution, people } = await institutionWithPeople(path, 1);
    const again = await call("admin", "POST", `/Institution/${institution.id}/${path}/${people[0]!.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([{ field: "userId", message: expect.stringContaining("already") }]);
    const stranger = "00000000-0000-4000-8000-000000000000";
    expect(
      (await call("admin", "POST", `/Institution/${institution.id}/${path}/${stranger}`)).statusCode,
    ).toBe(404);
    expect(
      (await call("admin", "POST", `/Institution/${stranger}/${path}/${people[0]!.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call("admin", "DELETE", `/Institution/${institution.id}/${path}/${stranger}`)).statusCode,
    ).toBe(404);
    expect(
      (await call("admin", "POST", `/Institution/${institution.id}/${path}/not-a-uuid`)).json(),
    ).toMatchObject({
      code: "validation_error",
      details: [{ field: "userId" }],
    });
  });

  it("persists a valid new order and refuses anything that is not a permutation, naming ids", async () => {
    const { institution, people } = await institutionWithPeople(path, 3);
    const [a, b, c] = people.map((p) => p.id) as [string, string, string];
    const url = `/Institution/${institution.id}/${path}/Reorder`;
    const stranger = (await buildUser(db)).id;
    for (const bad of [[a, b], [a, b, c, stranger], [a, b, b], [a, a, b, c], []]) {
      const response = await call("admin", "PUT", url, { ids: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().details[0].field).toBe("ids");
    }
    expect(ids((await call("admin", "GET", `/Institution/${institution.id}/${path}`)).json())).toEqual([
      a,
      b,
      c,
    ]);
    const reordered = await call("admin", "PUT", url, { ids: [c, a, b] });
    expect(reordered.statusCode).toBe(200);
    expect(ids(reordered.json())).toEqual([c, a, b]);
    expect(
      ids(
        (await call("visitor", "GET", `/Institution/${institution.id}`)).json()[
          path === "KeenLeaders" ? "keenLeaders" : "risingStars"
        ],
      ),
    ).toEqual([c, a, b]);
  });

  it("removes a member and keeps the others' order", async () => {
    const { institution, people } = await institutionWithPeople(path, 3);
    expect(
      (await call("admin", "DELETE", `/Institution/${institution.id}/${path}/${people[1]!.id}`)).statusCode,
    ).toBe(204);
    const list = (await call("member", "GET", `/Institution/${institution.id}/${path}`)).json();
    expect(ids(list)).toEqual([people[0]!.id, people[2]!.id]);
  });
});

describe("Fellows", () => {
  it("adds one fellow with a year and a batch after it, in order", async () => {
    const institution = await buildInstitution(db);
    const [first, second, third] = [await buildUser(db), await buildUser(db), await buildUser(db)];
    const url = `/Institution/${institution.id}/Fellows`;
    const one = await call("admin", "POST", url, { userId: first.id, year: 2019 });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json()[0]).toMatchObject({ userId: first.id, year: 2019 });
    const batch = await call("admin", "POST", `${url}/Batch`, { userIds: [third.id, second.id] });
    expect(batch.statusCode, batch.body).toBe(201);
    expect(batch.json().map((f: { userId: string; year: number | null }) => [f.userId, f.year])).toEqual([
      [first.id, 2019],
      [third.id, null],
      [second.id, null],
    ]);
  });

  it("adds nothing from a batch with an unknown member (400), a repeat (400) or a fellow already (409)", async () => {
    const institution = await buildInstitution(db);
    const [fellow, fresh] = [await buildUser(db), await buildUser(db)];
    const url = `/Institution/${institution.id}/Fellows`;
    await call("admin", "POST", url, { userId: fellow.id });
    const unknown = "00000000-0000-4000-8000-000000000000";
    const attempts = [
      { userIds: [fresh.id, unknown], status: 400 },
      { userIds: [fresh.id, fresh.id], status: 400 },
      { userIds: [fresh.id, fellow.id], status: 409 },
      { userIds: [], status: 400 },
    ];
    for (const { userIds, status } of attempts) {
      const response = await call("admin", "POST", `${url}/Batch`, { userIds });
      expect(response.statusCode, JSON.stringify(userIds)).toBe(status);
      expect(response.json().details[0].field).toBe("userIds");
    }
    const rows = await db
      .select()
      .from(institutionFellows)
      .where(eq(institutionFellows.institutionId, institution.id));
    expect(rows.map((row) => row.userId)).toEqual([fellow.id]);
  });

  it("refuses an unknown member (400 on userId) and a year out of range (400 on year)", async () => {
    const institution = await buildInstitution(db);
    const url = `/Institution/${institution.id}/Fellows`;
    const unknown = await call("admin", "POST", url, { userId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.json()).toMatchObject({ code: "validation_error", details: [{ field: "userId" }] });
    const member = await buildUser(db);
    const year = await call("admin", "POST", url, { userId: member.id, year: 1800 });
    expect(year.json()).toMatchObject({ code: "validation_error", details: [{ field: "year" }] });
  });

  it("reorders fellows and refuses a missing, extra or repeated id", async () => {
    const institution = await buildInstitution(db);
    const people = [await buildUser(db), await buildUser(db)];
    await call("admin", "POST", `/Institution/${institution.id}/Fellows/Batch`, {
      userIds: people.map((p) => p.id),
    });
    const url = `/Institution/${institution.id}/Fellows/Reorder`;
    const [a, b] = people.map((p) => p.id) as [string, string];
    expect((await call("admin", "PUT", url, { ids: [a] })).statusCode).toBe(400);
    expect((await call("admin", "PUT", url, { ids: [b, a, a] })).statusCode).toBe(400);
    expect((await call("admin", "PUT", url, { ids: [b, a, (await buildUser(db)).id] })).statusCode).toBe(400);
    const response = await call("admin", "PUT", url, { ids: [b, a] });
    expect(ids(response.json())).toEqual([b, a]);
    expect(ids((await call("visitor", "GET", `/Institution/${institution.id}/Fellows`)).json())).toEqual([
      b,
      a,
    ]);
  });
});

describe("FeaturedCards", () => {
  it("features published cards only, in order, and leaves out cards unpublished later", async () => {
    const institution = await buildInstitution(db);
    const author = await buildUser(db);
    const [first, second] = [
      await buildCard(db, { author, status: "published" }),
      await buildCard(db, { author, status: "published" }),
    ];
    const draft = await buildCard(db, { author });
    const deleted = await buildCard(db, { author, status: "published", isDeleted: true });
    const unpublished = await buildCard(db, { author, status: "unpublished" });
    const url = (cardId: string) => `/Institution/${institution.id}/FeaturedCards/${cardId}`;
    for (const card of [draft, deleted, unpublished]) {
      const response = await call("admin", "POST", url(card.id));
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe("cardId");
    }
    expect((await call("admin", "POST", url("00000000-0000-4000-8000-000000000000"))).statusCode).toBe(404);
    await call("admin", "POST", url(first.id));
    const added = await call("admin", "POST", url(second.id));
    expect(added.statusCode).toBe(201);
    expect(ids(added.json())).toEqual([first.id, second.id]);
    expect(added.json()[0]).toMatchObject({ id: first.id, status: "published", title: expect.any(String) });
    expect((await call("admin", "POST", url(first.id))).statusCode).toBe(409);

    await db.execute(`update cards set status = 'unpublished' where id = '${first.id}'`);
    const detail = (await call("visitor", "GET", `/Institution/${institution.id}`)).json();
    expect(ids(detail.featuredCards)).toEqual([second.id]);
  });

  it("reorders the shown cards and refuses a non-permutation", async () => {
    const institution = await buildInstitution(db);
    const author = await buildUser(db);
    const cards = [];
    for (let i = 0; i < 3; i++) cards.push(await buildCard(db, { author, status: "published" }));
    for (const card of cards)
      await call("admin", "POST", `/Institution/${institution.id}/FeaturedCards/${card.id}`);
    const [a, b, c] = cards.map((card) => card.id) as [string, string, string];
    const url = `/Institution/${institution.id}/FeaturedCards/Reorder`;
    for (const bad of [
      [a, b],
      [a, b, c, c],
      [a, b, c, (await buildCard(db, { author, status: "published" })).id],
    ]) {
      expect((await call("admin", "PUT", url, { ids: bad })).json().details[0].field).toBe("ids");
    }
    expect(ids((await call("admin", "PUT", url, { ids: [b, c, a] })).json())).toEqual([b, c, a]);
    expect(
      ids((await call("visitor", "GET", `/Institution/${institution.id}/FeaturedCards`)).json()),
    ).toEqual([b, c, a]);
    expect(
      (await call("admin", "DELETE", `/Institution/${institution.id}/FeaturedCards/${c}`)).statusCode,
    ).toBe(204);
    expect(
      (await call("admin", "DELETE", `/Institution/${institution.id}/FeaturedCards/${c}`)).statusCode,
    ).toBe(404);
  });
});

describe("institution roles on members", () => {
  it("lists a member's roles by institution name, leader before fellow before rising star", async () => {
    const member = await buildUser(db);
    const alpha = await buildInstitution(db, { name: `Alpha College ${member.id}` });
    const beta = await buildInstitution(db, { name: `Beta University ${member.id}` });
    await call("admin", "POST", `/Institution/${beta.id}/RisingStars/${member.id}`);
    await call("admin", "POST", `/Institution/${alpha.id}/Fellows`, { userId: member.id });
    await call("admin", "POST", `/Institution/${alpha.id}/KeenLeaders/${member.id}`);
    const other = (await buildUser(db)).id;
    const roles = await loadInstitutionRoles(db, [member.id, other]);
    expect(roles.get(member.id)).toEqual([
      { institutionId: alpha.id, institutionName: alpha.name, role: "keenLeader" },
      { institutionId: alpha.id, institutionName: alpha.name, role: "fellow" },
      { institutionId: beta.id, institutionName: beta.name, role: "risingStar" },
    ]);
    expect(roles.get(other)).toEqual([]);
  });
});
