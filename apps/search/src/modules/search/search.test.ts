import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildMember, buildProfilePicture, buildTestSearchApp, testIssuer } from "../../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestSearchApp(db);
const token = await testIssuer.signToken({ sub: "searcher", email_verified: true });

const search = async (query: Record<string, string | number>, authorization = `Bearer ${token}`) =>
  app.inject({
    method: "GET",
    url: "/Search",
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization },
  });
const ids = (body: { items: { userId: string }[] }) => body.items.map((item) => item.userId);

const grace = await buildMember(
  db,
  { firstName: "Grace", lastName: "Hopper", title: "Professor of Computer Science" },
  "Yale University",
);
const jose = await buildMember(
  db,
  { firstName: "José", lastName: "Núñez", title: "Lecturer in Thermodynamics" },
  "Universidad de Sevilla",
);
const hidden = await buildMember(db, { firstName: "Grace", lastName: "Hidden", isOnboarded: false });

describe("GET /Search", () => {
  it("answers visitors, refuses invalid tokens, and wants a member in a members-only library", async () => {
    const anonymous = await app.inject({ method: "GET", url: "/Search?query=grace" });
    expect(anonymous.statusCode).toBe(200);
    expect(ids(anonymous.json())).toContain(grace.id);
    const membersOnly = await buildTestSearchApp(db, { LIBRARY_ACCESS: "members" });
    const turnedAway = await membersOnly.inject({ method: "GET", url: "/Search?query=grace" });
    expect(turnedAway.statusCode).toBe(401);
    expect(turnedAway.json()).toMatchObject({ code: "unauthorized" });
    const expired = await testIssuer.signToken({ sub: "x" }, { expiresIn: -3600 });
    expect((await search({ query: "grace" }, `Bearer ${expired}`)).statusCode).toBe(401);
    const hs256 = await testIssuer.signToken({ sub: "x" }, { algorithm: "HS256" });
    expect((await search({ query: "grace" }, `Bearer ${hs256}`)).statusCode).toBe(401);
  });

  it("finds members by name prefix, title and institution, never unonboarded ones", async () => {
    for (const query of ["grace", "hop", "GRACE HOPPER", "computer science", "yale"]) {
      const body = (await search({ query })).json();
      expect(ids(body), query).toContain(grace.id);
      expect(ids(body), query).not.toContain(hidden.id);
    }
  });

  it("ignores accents and forgives a typo", async () => {
    expect(ids((await search({ query: "jose nunez" })).json())).toContain(jose.id);
    expect(ids((await search({ query: "sevilla" })).json())).toContain(jose.id);
    expect(ids((await search({ query: "Hoper" })).json())).toContain(grace.id);
  });

  it("returns public profile facts only", async () => {
    const body = (await search({ query: "hopper", types: "user" })).json();
    expect(body.items).toContainEqual({
      type: "user",
      userId: grace.id,
      firstName: "Grace",
      lastName: "Hopper",
      title: "Professor of Computer Science",
      institution: { id: expect.any(String), name: "Yale University" },
      pictureUrl: null,
    });
    expect(JSON.stringify(body)).not.toContain("@example.test");
  });

  it("gives the picture address of members who uploaded one, and null for the others", async () => {
    const pictured = await buildMember(db, { firstName: "Pia", lastName: "Pictorius" });
    const plain = await buildMember(db, { firstName: "Paul", lastName: "Pictorius" });
    await buildProfilePicture(db, pictured.id, "v 2/3");
    const body = (await search({ query: "pictorius", types: "user" })).json();
    const pictureOf = (id: string) =>
      body.items.find((item: { userId: string }) => item.userId === id)?.pictureUrl;
    expect(pictureOf(pictured.id)).toBe(`/User/${pictured.id}/ProfilePicture?size=256&v=v%202%2F3`);
    expect(pictureOf(plain.id)).toBeNull();
  });

  it("ranks a name match above an institution match", async () => {
    const named = await buildMember(db, { firstName: "Quentin", lastName: "Quasarov" });
    const affiliated = await buildMember(db, { lastName: "Aardvark" }, "Quasarov Institute of Technology");
    expect(ids((await search({ query: "quasarov" })).json())).toEqual([named.id, affiliated.id]);
  });

  it("pages through results with a stable order and the full total", async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await buildMember(db, { lastName: `Zyxwvut ${i}` }));
    const pages = [];
    for (const page of [1, 2, 3]) pages.push((await search({ query: "zyxwvut", page, pageSize: 2 })).json());
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap(ids).sort()).toEqual(made.map((m) => m.id).sort());
    expect(pages[1]).toMatchObject({ page: 2, pageSize: 2 });
  });

  it("lists every onboarded member by name when the query is empty", async () => {
    const response = await search({});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(ids(body)).not.toContain(hidden.id);
    const names = body.items.map((item: { lastName: string }) => item.lastName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it("finds no members when only cards are asked for", async () => {
    expect((await search({ query: "grace", types: "card" })).json()).toMatchObject({
      items: [],
      total: 0,
      totalIsEstimate: false,
      page: 1,
      pageSize: 20,
    });
    expect(ids((await search({ query: "grace", types: "card|user" })).json())).toContain(grace.id);
  });

  it("answers 400 naming the field for bad paging or types", async () => {
    const tooBig = await search({ query: "x", pageSize: 51 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ code: "validation_error", details: [{ field: "pageSize" }] });
    expect((await search({ query: "x", page: 0 })).json()).toMatchObject({ details: [{ field: "page" }] });
    expect((await search({ query: "x", types: "pages" })).json()).toMatchObject({
      details: [{ field: "types" }],
    });
  });

  it("treats tsquery syntax in the query as plain words", async () => {
    const response = await search({ query: "grace & | ! :* ( hopper" });
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toContain(grace.id);
  });
});

describe("service basics", () => {
  it("answers /health and /ready", async () => {
    expect((await app.inject({ method: "GET", url: "/health" })).json()).toMatchObject({
      status: "ok",
      service: "search",
    });
    const ready = await app.inject({ method: "GET", url: "/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", service: "search", checks: { database: "ok" } });
  });

  it("answers unknown routes with the JSON error shape", async () => {
    const response = await app.inject({ method: "GET", url: "/Card" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "not_found" });
  });

  it("allows CORS for the web app's origin", async () => {
    const response = await app.inject({
      method: "OPTIONS",
      url: "/Search",
      headers: { origin: "http://localhost:3000", "access-control-request-method": "GET" },
    });
    expect(response.headers["access-control-allow-origin"]).toBe("http://localhost:3000");
  });
});
