import { randomUUID } from "node:crypto";
import { disciplines, interests, memberships } from "@keen/db";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildInstitution, buildTestApp } from "../../test/factories";
import { buildPeople, type Caller } from "./testing/people";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

const [discipline] = await db.select().from(disciplines).limit(1);
const [interest] = await db.select().from(interests).limit(1);
const [membership] = await db.select().from(memberships).limit(1);

/** Each linked list: its path segment, body field, and a way to get a lookup id. */
const kinds = [
  { kind: "Institution", field: "institutionId", lookupId: async () => (await buildInstitution(db)).id },
  { kind: "Discipline", field: "disciplineId", lookupId: async () => discipline!.id },
  { kind: "Interest", field: "interestId", lookupId: async () => interest!.id },
  { kind: "Membership", field: "membershipId", lookupId: async () => membership!.id },
] as const;

describe.each(kinds)("/$kind/ByUser/{userId}", ({ kind, field, lookupId }) => {
  const add = (userId: string, body: unknown, headers: Record<string, string>) =>
    app.inject({ method: "POST", url: `/${kind}/ByUser/${userId}/create`, headers, payload: body as object });

  it.each([
    { caller: "visitor", list: 200, create: 401, remove: 401 },
    { caller: "other member", list: 200, create: 403, remove: 403 },
    { caller: "self", list: 200, create: 201, remove: 204 },
    { caller: "admin", list: 200, create: 201, remove: 204 },
  ] as const)(
    "$caller: list $list, create $create, remove $remove",
    async ({ caller, list, create, remove }) => {
      const { owner, headersFor } = await buildPeople(db);
      const headers = headersFor(caller as Caller);
      const id = await lookupId();

      const created = await add(owner.id, { [field]: id }, headers);
      expect(created.statusCode).toBe(create);
      if (create === 201) expect(created.json()).toMatchObject({ id });

      // The entry exists from here on (added by the member when the caller may not).
      if (create !== 201)
        expect((await add(owner.id, { [field]: id }, headersFor("self"))).statusCode).toBe(201);
      const listed = await app.inject({ method: "GET", url: `/${kind}/ByUser/${owner.id}`, headers });
      expect(listed.statusCode).toBe(list);
      if (list === 200)
        expect(listed.json()).toEqual([expect.objectContaining({ id, name: expect.any(String) })]);

      const removed = await app.inject({
        method: "DELETE",
        url: `/${kind}/ByUser/${owner.id}/${id}`,
        headers,
      });
      expect(removed.statusCode).toBe(remove);
      const after = await app.inject({
        method: "GET",
        url: `/${kind}/ByUser/${owner.id}`,
        headers: headersFor("self"),
      });
      expect(after.json()).toHaveLength(remove === 204 ? 0 : 1);
    },
  );

  it("answers 200 with the entry when it is already on the list", async () => {
    const { owner, headersFor } = await buildPeople(db);
    const id = await lookupId();
    expect((await add(owner.id, { [field]: id }, headersFor("self"))).statusCode).toBe(201);
    const again = await add(owner.id, { [field]: id }, headersFor("self"));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id });
  });

  it("answers 400 naming the field for a missing or unknown id", async () => {
    const { owner, headersFor } = await buildPeople(db);
    const missing = await add(owner.id, {}, headersFor("self"));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([expect.objectContaining({ field })]);
    const unknownId = randomUUID();
    const unknown = await add(owner.id, { [field]: unknownId }, headersFor("self"));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "validation_error", details: [{ field }] });
    expect(unknown.json().message).toContain(unknownId);
  });

  it("answers 404 for an unknown member and for removing an entry that is not on the list", async () => {
    const { owner, headersFor } = await buildPeople(db);
    const listUnknown = await app.inject({
      method: "GET",
      url: `/${kind}/ByUser/${randomUUID()}`,
      headers: headersFor("admin"),
    });
    expect(listUnknown.statusCode).toBe(404);
    const removeMissing = await app.inject({
      method: "DELETE",
      url: `/${kind}/ByUser/${owner.id}/${await lookupId()}`,
      headers: headersFor("self"),
    });
    expect(removeMissing.statusCode).toBe(404);
  });

  it("answers 400 naming userId when it is not a UUID", async () => {
    const { headersFor } = await buildPeople(db);
    const response = await app.inject({
      method: "GET",
      url: `/${kind}/ByUser/42`,
      headers: headersFor("self"),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: "userId" })]);
  });
});

describe("institution list order", () => {
  it("appends new institutions after the primary one and refuses more than 10", async () => {
    const { owner, headersFor } = await buildPeople(db);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const { id } = await buildInstitution(db, {
        name: `${String.fromCharCode(90 - i)} Institute ${randomUUID()}`,
      });
      ids.push(id);
      const response = await app.inject({
        method: "POST",
        url: `/Institution/ByUser/${owner.id}/create`,
        headers: headersFor("self"),
        payload: { institutionId: id },
      });
      expect(response.statusCode).toBe(201);
    }
    const listed = await app.inject({
      method: "GET",
      url: `/Institution/ByUser/${owner.id}`,
      headers: headersFor("self"),
    });
    expect(listed.json().map((item: { id: string }) => item.id)).toEqual(ids);

    const eleventh = await app.inject({
      method: "POST",
      url: `/Institution/ByUser/${owner.id}/create`,
      headers: headersFor("self"),
      payload: { institutionId: (await buildInstitution(db)).id },
    });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toMatchObject({ message: "institutionId: you can list at most 10 institutions" });
  });
});
