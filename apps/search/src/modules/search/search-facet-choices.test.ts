import { cardTypes, disciplines } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildMember, buildSearchCard, buildTestSearchApp } from "../../test/factories";

const { db } = await useTestDatabase();
// Visitors search too (LIBRARY_ACCESS=public, the default): no token on these requests.
const app = await buildTestSearchApp(db);

type Facet = { value: string; label: string; count: number };
type Body = {
  items: ({ type: "card"; cardId: string } | { type: "user"; userId: string })[];
  total: number;
  facets: {
    cardTypes: Facet[];
    disciplines: Facet[];
    courseLevels: Facet[];
    licenses: Facet[];
    tags: Facet[];
  };
};
const search = async (query: Record<string, string>) => {
  const response = await app.inject({ method: "GET", url: "/Search", query: { types: "card", ...query } });
  expect(response.statusCode, JSON.stringify(query)).toBe(200);
  return response.json() as Body;
};
const cardIds = (body: Body) => body.items.flatMap((hit) => (hit.type === "card" ? [hit.cardId] : [])).sort();
const counts = (facets: Facet[]) => Object.fromEntries(facets.map((facet) => [facet.value, facet.count]));

const [civil, chemical, third] = await db.select().from(disciplines).orderBy(disciplines.name).limit(3);
const [activity] = await db.select().from(cardTypes).where(eq(cardTypes.name, "Activity"));
const first = await buildSearchCard(db, {
  title: "Cantilever first steps",
  courseLevel: "first-year",
  license: "cc-by-4.0",
  disciplineIds: [civil!.id],
  typeName: "Activity",
});
const graduate = await buildSearchCard(db, {
  title: "Cantilever graduate seminar",
  courseLevel: "graduate",
  license: "cc-by-4.0",
  disciplineIds: [civil!.id, chemical!.id],
});
const open = await buildSearchCard(db, {
  title: "Cantilever open lab",
  courseLevel: "first-year",
  license: "cc0-1.0",
  disciplineIds: [third!.id],
});
// Content written before the attributes existed: counted under no level and no licence.
const bare = await buildSearchCard(db, { title: "Cantilever notes" });

describe("course level and licence facets", () => {
  it("counts the matches per course level (in level order, labelled) and per licence", async () => {
    const { facets, total } = await search({ query: "cantilever" });
    expect(total).toBe(4);
    expect(facets.courseLevels).toEqual([
      { value: "first-year", label: "First year", count: 2 },
      { value: "graduate", label: "Graduate", count: 1 },
    ]);
    expect(facets.licenses).toEqual([
      { value: "cc-by-4.0", label: "CC BY 4.0", count: 2 },
      { value: "cc0-1.0", label: "CC0 1.0 (public domain)", count: 1 },
    ]);
  });

  it("keeps the cards of any chosen level or licence, with or without a query", async () => {
    expect(cardIds(await search({ query: "cantilever", courseLevel: "first-year" }))).toEqual(
      [first.id, open.id].sort(),
    );
    expect(cardIds(await search({ query: "cantilever", courseLevel: "first-year,graduate" }))).toEqual(
      [first.id, graduate.id, open.id].sort(),
    );
    expect(cardIds(await search({ query: "cantilever", license: "cc0-1.0" }))).toEqual([open.id]);
    // Without a query every visible card is listed; the filters narrow it the same way.
    expect(cardIds(await search({ license: "cc-by-4.0", courseLevel: "graduate" }))).toEqual([graduate.id]);
    expect(cardIds(await search({ query: "cantilever", license: "all-rights-reserved" }))).toEqual([]);
    expect(cardIds(await search({ query: "cantilever" }))).toContain(bare.id);
  });

  it("keeps the cards of any chosen discipline or card type", async () => {
    expect(
      cardIds(await search({ query: "cantilever", discipline: `${chemical!.id},${third!.id}` })),
    ).toEqual([graduate.id, open.id].sort());
    const repeated = await app.inject({
      method: "GET",
      url: `/Search?types=card&query=cantilever&discipline=${chemical!.id}&discipline=${third!.id}`,
    });
    expect(cardIds(repeated.json() as Body)).toEqual([graduate.id, open.id].sort());
    expect(cardIds(await search({ query: "cantilever", cardType: activity!.id }))).toEqual([first.id]);
  });

  it("counts a chosen facet's values over the other filters, so more of them can be added", async () => {
    const { facets, total } = await search({
      query: "cantilever",
      courseLevel: "graduate",
      license: "cc-by-4.0",
    });
    expect(total).toBe(1);
    // Levels among the cc-by-4.0 matches, licences among the graduate ones.
    expect(counts(facets.courseLevels)).toEqual({ "first-year": 1, graduate: 1 });
    expect(counts(facets.licenses)).toEqual({ "cc-by-4.0": 1 });
    // A facet without a choice counts the filtered matches.
    expect(counts(facets.disciplines)).toEqual({ [civil!.id]: 1, [chemical!.id]: 1 });

    const byDiscipline = await search({ discipline: third!.id, query: "cantilever" });
    expect(counts(byDiscipline.facets.disciplines)).toEqual({
      [civil!.id]: 2,
      [chemical!.id]: 1,
      [third!.id]: 1,
    });
    expect(counts(byDiscipline.facets.courseLevels)).toEqual({ "first-year": 1 });
  });

  it("answers 400 naming the field for an unknown level, licence or a bad id in a list", async () => {
    for (const [field, value] of [
      ["courseLevel", "kindergarten"],
      ["license", "gpl"],
      ["discipline", `${civil!.id},nope`],
      ["cardType", ""],
    ] as const) {
      const response = await app.inject({ method: "GET", url: "/Search", query: { [field]: value } });
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(response.json()), field).toContain(field);
    }
  });
});

describe("filters on the All tab (cards and members)", () => {
  it("narrow the cards and leave the members found beside them as they are", async () => {
    const member = await buildMember(db, { firstName: "Cara", lastName: "Cantilever" });
    const body = await search({
      query: "cantilever",
      types: "card,user",
      courseLevel: "graduate",
      sort: "newest",
    });
    expect(cardIds(body)).toEqual([graduate.id]);
    expect(body.items.filter((hit) => hit.type === "user")).toEqual([
      expect.objectContaining({ userId: member.id }),
    ]);
    expect(body.total).toBe(2);
  });
});
