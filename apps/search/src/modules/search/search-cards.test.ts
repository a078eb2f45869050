import { cardRecognitions, cards, cardVersions } from "@keen/db";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildMember, buildSearchCard, buildTestSearchApp, testIssuer } from "../../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestSearchApp(db);
const token = await testIssuer.signToken({ sub: "searcher", email_verified: true });

type Hit = { type: string; cardId?: string; userId?: string };
const search = async (query: Record<string, string | number>) => {
  const response = await app.inject({
    method: "GET",
    url: "/Search",
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Hit[]; total: number; page: number; pageSize: number };
};
const cardIds = (body: { items: Hit[] }) => body.items.filter((h) => h.type === "card").map((h) => h.cardId);

const statics = await buildSearchCard(db, {
  title: "Statics of Rigid Bodies",
  summary: "Free-body diagrams for first-year engineering students.",
  tags: ["mechanics"],
  typeName: "Activity",
  authors: ["Ada Lovelace", "Grace Hopper"],
  publishedAt: new Date("2024-01-01T00:00:00Z"),
});
const draft = await buildSearchCard(db, { title: "Statics draft never published", status: "draft" });
const unpublished = await buildSearchCard(db, { title: "Statics taken down", status: "unpublished" });
const deleted = await buildSearchCard(db, { title: "Statics deleted", isDeleted: true });
const changed = await buildSearchCard(db, {
  title: "Kinematics in Practice",
  draftTitle: "Hydraulics rewrite",
});

describe("GET /Search for cards", () => {
  it("returns the published version's facts as a card hit", async () => {
    const body = await search({ query: "statics", types: "card" });
    expect(body.items).toContainEqual(
      expect.objectContaining({
        type: "card",
        cardId: statics.id,
        title: "Statics of Rigid Bodies",
        summary: "Free-body diagrams for first-year engineering students.",
        cardType: "Activity",
        publishedAt: "2024-01-01T00:00:00.000Z",
        authors: ["Ada Lovelace", "Grace Hopper"],
      }),
    );
  });

  it("never finds drafts, unpublished or deleted cards", async () => {
    for (const query of ["statics", ""]) {
      const found = cardIds(await search({ query, types: "card", pageSize: 50 }));
      expect(found, query).toContain(statics.id);
      expect(found, query).not.toContain(draft.id);
      expect(found, query).not.toContain(unpublished.id);
      expect(found, query).not.toContain(deleted.id);
    }
  });

  it("matches the published version, not unpublished draft changes", async () => {
    expect(cardIds(await search({ query: "kinematics", types: "card" }))).toContain(changed.id);
    expect(cardIds(await search({ query: "hydraulics", types: "card" }))).not.toContain(changed.id);
  });

  it("matches every word as a prefix in title, summary and tags", async () => {
    for (const query of ["stat", "STATICS RIGID", "free-body diag", "mechanic", "rigid first"]) {
      expect(cardIds(await search({ query, types: "card" })), query).toContain(statics.id);
    }
    expect(cardIds(await search({ query: "statics thermodynamics", types: "card" }))).not.toContain(
      statics.id,
    );
  });

  it("follows a card's public state and shown version (the is_live trigger on cards)", async () => {
    const card = await buildSearchCard(db, { title: "Wobblestone original" });
    const found = async (query: string) => cardIds(await search({ query, types: "card" })).includes(card.id);
    const liveVersions = async () =>
      (
        await db
          .select({ number: cardVersions.number })
          .from(cardVersions)
          .where(and(eq(cardVersions.cardId, card.id), eq(sql`is_live`, true)))
      ).map((row) => row.number);
    expect(await found("wobblestone")).toBe(true);
    expect(await liveVersions()).toEqual([1]);

    await db.update(cards).set({ status: "unpublished" }).where(eq(cards.id, card.id));
    expect(await found("wobblestone")).toBe(false);
    await db.update(cards).set({ status: "published" }).where(eq(cards.id, card.id));
    expect(await found("wobblestone")).toBe(true);
    await db.update(cards).set({ deletedAt: new Date() }).where(eq(cards.id, card.id));
    expect(await found("wobblestone")).toBe(false);
    await db.update(cards).set({ deletedAt: null }).where(eq(cards.id, card.id));
    expect(await liveVersions()).toEqual([1]);

    const [second] = await db
      .insert(cardVersions)
      .values({
        cardId: card.id,
        number: 2,
        content: { title: "Quillfeather revised" },
        title: "Quillfeather revised",
        summary: "",
      })
      .returning();
    expect(await found("quillfeather")).toBe(false);
    await db.update(cards).set({ publishedVersionId: second!.id }).where(eq(cards.id, card.id));
    expect(await liveVersions()).toEqual([2]);
    expect(await found("quillfeather")).toBe(true);
    expect(await found("wobblestone")).toBe(false);
  });

  it("forgives a typo in the title", async () => {
    expect(cardIds(await search({ query: "Statcs", types: "card" }))).toContain(statics.id);
    expect(cardIds(await search({ query: "rigd bodies", types: "card" }))).toContain(statics.id);
  });

  it("treats tsquery syntax in the query as plain words", async () => {
    expect(cardIds(await search({ query: "statics & | ! :* ( rigid", types: "card" }))).toContain(statics.id);
  });

  it("ranks a title match above a summary match", async () => {
    const inSummary = await buildSearchCard(db, {
      title: "Bridge loading lab",
      summary: "Students model a Quorblex truss.",
      publishedAt: new Date(),
    });
    const inTitle = await buildSearchCard(db, {
      title: "Quorblex truss design",
      summary: "Students build a bridge.",
      publishedAt: new Date("2020-01-01T00:00:00Z"),
    });
    expect(cardIds(await search({ query: "quorblex", types: "card" }))).toEqual([inTitle.id, inSummary.id]);
  });

  it("lists the newest published cards first when the query is empty", async () => {
    const body = await search({ types: "card", pageSize: 50 });
    const dates = body.items.map((hit) => (hit as unknown as { publishedAt: string }).publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.total).toBe(body.items.length);
  });

  it("pages through cards with a stable order and the full total", async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await buildSearchCard(db, { title: `Zyxwvut lab ${i}` }));
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(await search({ query: "zyxwvut", types: "card", page, pageSize: 2 }));
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap(cardIds).sort()).toEqual(made.map((m) => m.id).sort());
  });

  it("with both types lists cards first, then members, across pages", async () => {
    const cardsMade = [];
    for (let i = 0; i < 3; i++) cardsMade.push(await buildSearchCard(db, { title: `Plonkwise studio ${i}` }));
    const membersMade = [];
    for (let i = 0; i < 2; i++) membersMade.push(await buildMember(db, { lastName: `Plonkwise ${i}` }));
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await search({ query: "plonkwise", page, pageSize: 2 }));
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.items.map((hit) => hit.type))).toEqual([
      ["card", "card"],
      ["card", "user"],
      ["user"],
    ]);
    expect(pages.flatMap(cardIds).sort()).toEqual(cardsMade.map((c) => c.id).sort());
    const userIds = pages.flatMap((p) => p.items.filter((h) => h.type === "user").map((h) => h.userId));
    expect(userIds.sort()).toEqual(membersMade.map((m) => m.id).sort());
    expect(cardIds(await search({ query: "plonkwise", types: "user" }))).toEqual([]);
  });
});

describe("GET /Search recognition filters", () => {
  it("keeps only peer-reviewed or Exemplar cards when asked, and the members found beside them", async () => {
    const member = await buildMember(db, { firstName: "Tess", lastName: "Torsion" });
    const reviewed = await buildSearchCard(db, { title: "Torsion reviewed" });
    const exemplar = await buildSearchCard(db, { title: "Torsion exemplar" });
    const plain = await buildSearchCard(db, { title: "Torsion plain" });
    const [version] = await db.select().from(cardVersions).where(eq(cardVersions.cardId, reviewed.id));
    await db.insert(cardRecognitions).values([
      { cardId: reviewed.id, reviewedVersionId: version!.id, reviewedAt: new Date() },
      { cardId: exemplar.id, exemplarAt: new Date() },
    ]);
    expect(cardIds(await search({ query: "torsion" })).sort()).toEqual(
      [reviewed.id, exemplar.id, plain.id].sort(),
    );
    expect(cardIds(await search({ query: "torsion", reviewed: "true" }))).toEqual([reviewed.id]);
    const onlyExemplar = await search({ query: "torsion", exemplar: "true" });
    expect(cardIds(onlyExemplar)).toEqual([exemplar.id]);
    // Card filters narrow the cards only: the member matching the words is still listed.
    expect(onlyExemplar.items.filter((hit) => hit.type === "user").map((hit) => hit.userId)).toEqual([
      member.id,
    ]);
    expect(onlyExemplar.total).toBe(2);
  });
});
