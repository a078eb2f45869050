import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildInstitution, buildTestApp } from "../../test/factories";
import { buildPeople, type Caller } from "./testing/people";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

const master = { level: "Master", field: "Electrical Engineering", institutionName: "Tech U", year: 2008 };

const create = (userId: string, payload: object, headers: Record<string, string>) =>
  app.inject({ method: "POST", url: `/Degree/ByUser/${userId}/create`, headers, payload });

describe("/Degree/ByUser/{userId}", () => {
  it.each([
    { caller: "visitor", list: 200, write: 401 },
    { caller: "other member", list: 200, write: 403 },
    { caller: "self", list: 200, write: 200 },
    { caller: "admin", list: 200, write: 200 },
  ] as const)("$caller: list $list, create/update/remove $write", async ({ caller, list, write }) => {
    const { owner, headersFor } = await buildPeople(db);
    const headers = headersFor(caller as Caller);
    const created = await create(owner.id, master, headers);
    expect(created.statusCode).toBe(write === 200 ? 201 : write);
    const degree =
      write === 200 ? created.json() : (await create(owner.id, master, headersFor("self"))).json();

    const listed = await app.inject({ method: "GET", url: `/Degree/ByUser/${owner.id}`, headers });
    expect(listed.statusCode).toBe(list);
    if (list === 200) expect(listed.json()).toEqual([degree]);

    const updated = await app.inject({
      method: "PUT",
      url: `/Degree/ByUser/${owner.id}/${degree.id}`,
      headers,
      payload: { ...master, level: "Doctorate", year: 2012 },
    });
    expect(updated.statusCode).toBe(write);
    if (write === 200)
      expect(updated.json()).toMatchObject({ id: degree.id, level: "Doctorate", year: 2012 });

    const removed = await app.inject({
      method: "DELETE",
      url: `/Degree/ByUser/${owner.id}/${degree.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(write === 200 ? 204 : write);
  });

  it("links a listed institution and shows its name; lists most recent first", async () => {
    const { owner, headersFor } = await buildPeople(db);
    const institution = await buildInstitution(db);
    const bachelor = await create(
      owner.id,
      { level: "Bachelor", field: "Physics", institutionId: institution.id, year: 2001 },
      headersFor("self"),
    );
    expect(bachelor.statusCode).toBe(201);
    expect(bachelor.json()).toEqual({
      id: expect.any(String),
      level: "Bachelor",
      field: "Physics",
      institutionId: institution.id,
      institutionName: institution.name,
      year: 2001,
    });
    await create(owner.id, master, headersFor("self"));
    const listed = await app.inject({
      method: "GET",
      url: `/Degree/ByUser/${owner.id}`,
      headers: headersFor("self"),
    });
    expect(listed.json().map((degree: { year: number }) => degree.year)).toEqual([2008, 2001]);
  });

  it.each([
    [{ ...master, level: "Diploma" }, "level"],
    [{ ...master, field: " " }, "field"],
    [{ level: "Master", field: "EE" }, "institutionName"],
    [{ ...master, year: 1800 }, "year"],
    [{ ...master, year: "2008" }, "year"],
    [{ ...master, institutionId: randomUUID(), institutionName: undefined }, "institutionId"],
  ])("answers 400 naming the field for %j", async (payload, field) => {
    const { owner, headersFor } = await buildPeople(db);
    const response = await create(owner.id, payload, headersFor("self"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_error" });
    expect(response.json().details[0].field).toBe(field);
  });

  it("answers 404 for another member's degree id and for an unknown member", async () => {
    const { owner, people, headersFor } = await buildPeople(db);
    const theirs = (await create(people.admin.id, master, headersFor("admin"))).json();
    const response = await app.inject({
      method: "PUT",
      url: `/Degree/ByUser/${owner.id}/${theirs.id}`,
      headers: headersFor("self"),
      payload: master,
    });
    expect(response.statusCode).toBe(404);
    expect((await create(randomUUID(), master, headersFor("admin"))).statusCode).toBe(404);
  });
});
