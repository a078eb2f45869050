import { disciplines } from "@keen/db";
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

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });
const names = (body: { name: string }[]) => body.map((item) => item.name);

describe.each(["/Lookup/Institutions", "/Lookup/Disciplines", "/Lookup/Interests", "/Lookup/Memberships"])(
  "GET %s",
  (url) => {
    it("is public, sorted by name and cacheable", async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.length).toBeGreaterThan(5);
      const sorted = [...names(body)].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
      expect(names(body)).toEqual(sorted);
      expect(response.headers["cache-control"]).toBe("public, max-age=300");
    });

    it("answers the same list to signed-in members", async () => {
      const member = await buildUser(db);
      const response = await get(url, bearer(await signTokenFor(member)));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual((await get(url)).json());
    });

    it("answers 401 to an expired token (the web app then signs in again)", async () => {
      const response = await get(url, bearer(await signToken({ sub: "x" }, { expiresIn: -3600 })));
      expect(response.statusCode).toBe(401);
    });

    it("answers 400 naming q when the filter is too long", async () => {
      const response = await get(`${url}?q=${"a".repeat(101)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "validation_error", details: [{ field: "q" }] });
    });

    it("treats LIKE wildcards in q literally", async () => {
      const response = await get(`${url}?q=${encodeURIComponent("%_")}`);
      expect(response.json()).toEqual([]);
    });
  },
);

describe("lookup filters", () => {
  it("matches institutions ignoring case and accents, word by word", async () => {
    const montreal = await buildInstitution(db, {
      name: "Université de Montréal",
      city: "Montréal",
      region: "QC",
      country: "Canada",
    });
    for (const q of ["montreal", "MONTRÉAL univ", "universite"]) {
      const response = await get(`/Lookup/Institutions?q=${encodeURIComponent(q)}`);
      expect(response.json()).toContainEqual({
        id: montreal.id,
        name: "Université de Montréal",
        city: "Montréal",
        region: "QC",
        country: "Canada",
      });
    }
    const miss = await get(`/Lookup/Institutions?q=${encodeURIComponent("montreal purdue")}`);
    expect(miss.json()).toEqual([]);
  });

  it("filters disciplines and interests by name", async () => {
    expect(names((await get("/Lookup/Disciplines?q=mech")).json())).toEqual([
      "Mechanical Engineering",
      "Mechatronics",
    ]);
    expect(names((await get("/Lookup/Interests?q=design")).json())).toEqual([
      "Capstone design",
      "Curriculum design",
      "Design thinking",
    ]);
  });

  it("finds memberships by abbreviation too", async () => {
    const response = await get("/Lookup/Memberships?q=asee");
    expect(response.json()).toEqual([
      expect.objectContaining({ name: "American Society for Engineering Education", abbreviation: "ASEE" }),
    ]);
  });

  it("hides disciplines that are not approved yet", async () => {
    await db.insert(disciplines).values({ name: "Pending Proposal Engineering", isApproved: false });
    expect((await get("/Lookup/Disciplines?q=pending")).json()).toEqual([]);
  });
});
