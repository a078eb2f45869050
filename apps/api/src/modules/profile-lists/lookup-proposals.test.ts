import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { bearer, buildTestApp, buildUser, signToken, signTokenFor } from "../../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const member = await buildUser(db);
const headers = bearer(await signTokenFor(member));

const propose = (kind: string, name: unknown, requestHeaders: Record<string, string> = headers) =>
  app.inject({ method: "POST", url: `/${kind}/create`, headers: requestHeaders, payload: { name } });

describe.each(["Discipline", "Interest"])("POST /%s/create", (kind) => {
  it("creates a new value (201) that the lookup list then offers", async () => {
    const name = `Quantum ${kind} ${randomUUID().slice(0, 8)}`;
    const response = await propose(kind, `  ${name} `);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), name });
    const lookup = await app.inject({ method: "GET", url: `/Lookup/${kind}s?q=${encodeURIComponent(name)}` });
    expect(lookup.json()).toEqual([response.json()]);
  });

  it("returns the existing value (200) for a name differing only in case, accents and spacing", async () => {
    const first = await propose(kind, "Électrical   Signal Processing");
    expect(first.statusCode).toBe(201);
    const twin = await propose(kind, "electrical signal procéssing");
    expect(twin.statusCode).toBe(200);
    expect(twin.json()).toEqual({ id: first.json().id, name: "Électrical Signal Processing" });
  });

  it("creates each value once when the same name is proposed concurrently", async () => {
    const responses = await Promise.all(
      ["Système Dynamics", "systeme dynamics", "SYSTÈME DYNAMICS", "Systeme  Dynamics"].map((name) =>
        propose(kind, name),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
  });

  it.each([
    [undefined, "name"],
    ["x", "name"],
    ["y".repeat(101), "name"],
    [42, "name"],
  ])("answers 400 naming the field for %j", async (name, field) => {
    const response = await propose(kind, name);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe(field);
  });

  it("answers 401 to visitors and 403 before the member exists", async () => {
    expect((await propose(kind, "Anything new", {})).statusCode).toBe(401);
    const newcomer = bearer(await signToken({ sub: randomUUID(), email_verified: true }));
    expect((await propose(kind, "Anything new", newcomer)).statusCode).toBe(403);
  });
});

describe("seeded values", () => {
  it("matches a seeded discipline whatever the case and accents", async () => {
    const response = await propose("Discipline", "Électrical engineering");
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe("Electrical Engineering");
  });
});
