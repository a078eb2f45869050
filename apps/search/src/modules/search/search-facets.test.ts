import { cardRecognitions, cardStats, cards, cardTypes, disciplines } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildSearchCard, buildTestSearchApp, testIssuer } from "../../test/factories";
import { WIDE_MATCHES } from "./search-card-matches";
import { EXACT_TOTAL } from "./search-card-rows";

const { db } = await useTestDatabase();
const app = await buildTestSearchApp(db);
const token = await testIssuer.signToken({ sub: "searcher", email_verified: true });

type Facet = { value: string; label: string; count: number };
type Body = {
  items: {
    cardId: string;
    title: string;
    snippet: { text: string } | null;
    isPeerReviewed: boolean;
    isExemplar: boolean;
    ratingAverage: number | null;
  }[];
  total: number;
  totalIsEstimate: boolean;
  facets: {
    cardTypes: Facet[];
    disciplines: Facet[];
    tags: Facet[];
    reviewed: number;
    exemplar: number;
    isEstimate: boolean;
  };
};
const search = async (query: Record<string, string>) => {
  const response = await app.inject({
    method: "GET",
    url: "/Search",
    query: { types: "card", ...query },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, JSON.stringify(query)).toBe(200);
  return response.json() as Body;
};

const [civil, chemical] = await db.select().from(disciplines).limit(2);
const [activity] = await db.select().from(cardTypes).where(eq(cardTypes.name, "Activity"));
const old = await buildSearchCard(db, {
  title: "Gearbox teardown",
  tags: ["mechanics", "lab"],
  typeName: "Activity",
  disciplineIds: [civil!.id],
  publishedAt: new Date("2020-01-01T00:00:00Z"),
});
const rated = await buildSearchCard(db, {
  title: "Gearbox design review",
  tags: ["mechanics"],
  disciplineIds: [civil!.id, chemical!.id],
  publishedAt: new Date("2021-01-01T00:00:00Z"),
});
const used = await buildSearchCard(db, {
  title: "Gearbox efficiency",
  tags: ["energy"],
  publishedAt: new Date("2022-01-01T00:00:00Z"),
});
// Every card has its card_stats row from the start (migration 0018): set the figures.
for (const { cardId, ...figures } of [
  { cardId: rated.id, ratingCount: 10, ratingSum: 48, timesUsed: 1, bookmarkCount: 3 },
  { cardId: used.id, ratingCount: 1, ratingSum: 3, timesUsed: 9 },
]) {
  await db.update(cardStats).set(figures).where(eq(cardStats.cardId, cardId));
}
const [oldCard] = await db.select().from(cards).where(eq(cards.id, old.id));
await db
  .insert(cardRecognitions)
  .values({ cardId: old.id, reviewedVersionId: oldCard!.publishedVersionId, exemplarAt: new Date() });

describe("facets", () => {
  it("counts card types, disciplines, tags and recognitions over the matches", async () => {
    const { facets, total, totalIsEstimate } = await search({ query: "gearbox" });
    expect({ total, totalIsEstimate }).toEqual({ total: 3, totalIsEstimate: false });
    expect(facets.cardTypes).toEqual(
      expect.arrayContaining([
        { value: activity!.id, label: "Activity", count: 1 },
        expect.objectContaining({ label: "General", count: 2 }),
      ]),
    );
    expect(facets.disciplines).toEqual(
      expect.arrayContaining([
        { value: civil!.id, label: civil!.name, count: 2 },
        { value: chemical!.id, label: chemical!.name, count: 1 },
      ]),
    );
    expect(facets.tags[0]).toEqual({ value: "mechanics", label: "mechanics", count: 2 });
    expect(facets).toMatchObject({ reviewed: 1, exemplar: 1, isEstimate: false });
  });

  it("filters by each facet", async () => {
    const ids = async (query: Record<string, string>) =>
      (await search({ query: "gearbox", ...query })).items.map((hit) => hit.cardId);
    expect(await ids({ cardType: activity!.id })).toEqual([old.id]);
    expect((await ids({ discipline: civil!.id })).sort()).toEqual([old.id, rated.id].sort());
    expect(await ids({ tag: "energy" })).toEqual([used.id]);
    expect(await ids({ reviewed: "true" })).toEqual([old.id]);
    expect(await ids({ exemplar: "true" })).toEqual([old.id]);
  });

  it("shows badges and ratings on hits", async () => {
    const { items } = await search({ query: "gearbox", sort: "newest" });
    expect(items.find((hit) => hit.cardId === old.id)).toMatchObject({
      isPeerReviewed: true,
      isExemplar: true,
    });
    expect(items.find((hit) => hit.cardId === rated.id)).toMatchObject({ ratingAverage: 4.8 });
  });
});

describe("sorts", () => {
  it("orders by newest, top rated (Bayesian) and most used", async () => {
    const order = async (sort: string) =>
      (await search({ query: "gearbox", sort })).items.map((hit) => hit.cardId);
    expect(await order("newest")).toEqual([used.id, rated.id, old.id]);
    expect(await order("top_rated")).toEqual([rated.id, used.id, old.id]);
    expect(await order("most_used")).toEqual([used.id, rated.id, old.id]);
  });

  it("highlights the matched words in any order", async () => {
    const [hit] = (await search({ query: "gearbox", sort: "top_rated" })).items as unknown as {
      titleHighlight: { text: string; highlights: [number, number][] };
    }[];
    const [start, end] = hit!.titleHighlight.highlights[0]!;
    expect(hit!.titleHighlight.text.slice(start, end).toLowerCase()).toBe("gearbox");
  });

  it("answers 400 naming the field for a bad sort or filter", async () => {
    for (const [field, value] of [
      ["sort", "oldest"],
      ["cardType", "nope"],
      ["discipline", "nope"],
      ["reviewed", "yes"],
    ] as const) {
      const response = await app.inject({
        method: "GET",
        url: "/Search",
        query: { query: "gearbox", [field]: value },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(response.json()), field).toContain(field);
    }
  });
});

/** Publishes `count` cards with one title and content in one statement each, then analyzes. */
async function publishBulk(count: number, title: string, content: object) {
  await db.execute(sql`
    with c as (
      insert into cards (status, draft, first_published_at)
      select 'published', '{}'::jsonb, now() from generate_series(1, ${count}) returning id)
    insert into card_versions (card_id, number, content, title, summary)
    select id, 1, ${JSON.stringify(content)}::jsonb, ${title}, '' from c`);
  await db.execute(sql`
    update cards set published_version_id = v.id from card_versions v
    where v.card_id = cards.id and cards.published_version_id is null and cards.status = 'published'`);
  await db.execute(sql`analyze`);
}

describe("totals", () => {
  it(`is exact up to ${EXACT_TOTAL} matches and estimated past it`, async () => {
    await publishBulk(EXACT_TOTAL + 50, "Ornithopter flap", { attributes: { tags: ["bulk"] } });
    const body = await search({ query: "ornithopter" });
    expect(body.totalIsEstimate).toBe(true);
    expect(body.total).toBeGreaterThan(EXACT_TOTAL);
    expect(body.facets.isEstimate).toBe(true);
    expect(body.facets.tags[0]).toMatchObject({ value: "bulk" });
    expect(body.items).toHaveLength(20);
    // The last page lies past the first block of EXACT_TOTAL + 1 matches.
    const last = await search({ query: "ornithopter", page: "21", pageSize: "50" });
    expect(last.items).toHaveLength(50);
  });

  it(`past ${WIDE_MATCHES} matches ranks title matches first and reaches body-only matches after them`, async () => {
    const titled = [];
    for (let i = 0; i < 3; i++) titled.push(await buildSearchCard(db, { title: `Zorbulon studio ${i}` }));
    const text = "A zorbulon in the body only.";
    await publishBulk(WIDE_MATCHES + 100, "Bulk card", {
      description: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] },
    });
    const found = await search({ query: "zorbulon" });
    expect(found.totalIsEstimate).toBe(true);
    expect(found.total).toBeGreaterThan(WIDE_MATCHES);
    expect(found.items).toHaveLength(20);
    const ids = found.items.map((hit) => hit.cardId);
    expect(ids.slice(0, 3).sort()).toEqual(titled.map((card) => card.id).sort());
    expect(found.items.slice(3).every((hit) => hit.title === "Bulk card")).toBe(true);
    expect(found.items[3]?.snippet?.text).toContain("zorbulon");
  });

  it(`past ${WIDE_MATCHES} matches pages through the ranked samples without repeating or skipping a card`, async () => {
    await publishBulk(WIDE_MATCHES + 100, "Quillwort bulk", { attributes: { tags: ["bulk"] } });
    // Spread the publication dates, and give every seventh card a better title match, so ranking
    // a deeper sample would reorder the first one.
    await db.execute(sql`
      update card_versions v set published_at = now() - n.i * interval '1 minute',
        title = case when n.i % 7 = 0 then 'Quillwort quillwort bulk' else v.title end
      from (select id, row_number() over (order by id) as i from card_versions) n where n.id = v.id`);
    const seen: string[] = [];
    for (let page = 1; page <= 8; page++) {
      const found = await search({ query: "quillwort", page: String(page), pageSize: "50" });
      expect(found.items, `page ${page}`).toHaveLength(50);
      seen.push(...found.items.map((hit) => hit.cardId));
    }
    expect(new Set(seen).size).toBe(seen.length);
  });

  it(`past ${WIDE_MATCHES} matches sorts by rating through the stats index and scales the facets`, async () => {
    await publishBulk(WIDE_MATCHES + 100, "Quillwort bulk", { attributes: { tags: ["bulk"] } });
    const best = await buildSearchCard(db, { title: "Quillwort favourite" });
    await db.update(cardStats).set({ ratingCount: 10, ratingSum: 50 }).where(eq(cardStats.cardId, best.id));
    const found = await search({ query: "quillwort", sort: "top_rated" });
    expect(found.items[0]).toMatchObject({ cardId: best.id, ratingAverage: 5 });
    expect(found.items).toHaveLength(20);
    expect(found.totalIsEstimate).toBe(true);
    expect(found.total).toBeGreaterThan(WIDE_MATCHES);
    expect(found.facets.isEstimate).toBe(true);
    expect(found.facets.tags[0]).toMatchObject({ value: "bulk" });
    expect(found.facets.tags[0]!.count).toBeGreaterThan(WIDE_MATCHES);
  });
});
