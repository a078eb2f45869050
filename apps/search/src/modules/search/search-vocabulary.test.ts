import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildSearchCard, buildTestSearchApp, testIssuer } from "../../test/factories";
import { expandQuery, parseQuery } from "./card-query";

const { db } = await useTestDatabase();
const app = await buildTestSearchApp(db);
const token = await testIssuer.signToken({ sub: "searcher", email_verified: true });

type CardHit = {
  cardId: string;
  titleHighlight: { text: string; highlights: [number, number][] };
  snippet: { text: string; highlights: [number, number][] } | null;
};
const search = async (query: string) => {
  const response = await app.inject({
    method: "GET",
    url: "/Search",
    query: { query, types: "card", pageSize: "50" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, query).toBe(200);
  return response.json() as { items: CardHit[]; total: number };
};
const cardIds = async (query: string) => (await search(query)).items.map((hit) => hit.cardId);

const fun = await buildSearchCard(db, { title: "A fun egg drop", summary: "Eggs and parachutes." });
const functions = await buildSearchCard(db, {
  title: "Transfer function lab",
  summary: "Funding a fundamental functional prototype.",
});
const thermo = await buildSearchCard(db, { title: "Thermodynamics of coffee", summary: "Thermal mass." });
const muller = await buildSearchCard(db, {
  title: "Müller's naïve résumé",
  summary: "Accents everywhere.",
  body: "Students practise root finding with the secant method on a cantilever beam.",
});

describe("whole words", () => {
  it('"fun" never matches function, funding or fundamental', async () => {
    const found = await cardIds("fun");
    expect(found).toContain(fun.id);
    expect(found).not.toContain(functions.id);
    expect((await expandQuery(db, parseQuery("fun"))).expansions[0]).toMatchObject({
      isKnown: true,
      words: [],
    });
  });

  it("expands a word the catalogue does not have by prefix through the vocabulary", async () => {
    const found = await cardIds("therm");
    expect(found).toContain(thermo.id);
    const { expansions } = await expandQuery(db, parseQuery("therm"));
    expect(expansions[0]?.words).toEqual(expect.arrayContaining(["thermal", "thermodynamics"]));
  });

  it("finds the card from a typo through the vocabulary", async () => {
    expect(await cardIds("thermodinamics")).toContain(thermo.id);
    expect(await cardIds("cantilevr")).toContain(muller.id);
  });

  it("folds accents both ways", async () => {
    for (const query of ["resume", "résumé", "muller", "MÜLLER", "naive"]) {
      expect(await cardIds(query), query).toContain(muller.id);
    }
  });

  it("matches the body (weight D) and ranks a title match first", async () => {
    const inTitle = await buildSearchCard(db, { title: "Secant method drill" });
    expect(await cardIds("secant")).toEqual([inTitle.id, muller.id]);
  });

  it("matches quoted phrases in order only", async () => {
    expect(await cardIds('"egg drop"')).toContain(fun.id);
    expect(await cardIds('"egg fun"')).not.toContain(fun.id);
  });
});

describe("highlights", () => {
  it("marks matched words as ranges of plain text, and a body snippet", async () => {
    const [hit] = (await search("résumé secant")).items;
    expect(hit?.titleHighlight.text).toBe("Müller's naïve résumé");
    const [start, end] = hit!.titleHighlight.highlights[0]!;
    expect(hit!.titleHighlight.text.slice(start, end)).toBe("résumé");
    expect(hit!.snippet?.text).toContain("secant");
  });

  it("leaves the body snippet out when the title, summary and tags hold the whole match", async () => {
    await buildSearchCard(db, { title: "Quantomorph lab", body: "The quantomorph again in the body." });
    const [hit] = (await search("quantomorph")).items;
    expect(hit?.titleHighlight.text).toBe("Quantomorph lab");
    expect(hit?.snippet).toBeNull();
  });

  it("never returns markup from card text", async () => {
    await buildSearchCard(db, { title: "<img src=x onerror=alert(1)> xssword" });
    const [hit] = (await search("xssword")).items;
    expect(hit?.titleHighlight.text).toBe("<img src=x onerror=alert(1)> xssword");
    expect(JSON.stringify(hit?.titleHighlight.highlights)).toBe(JSON.stringify([[29, 36]]));
  });
});
