import { cardRelated, cardRelatedRuns, cards, disciplines } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildTestApp, buildUser, findCardTypeId } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

describe("GET /Card/{cardId}/Related", () => {
  it("ranks published cards by shared disciplines, tags, type and similar text; never drafts, hidden cards or itself", async () => {
    const [mechanical, electrical] = await db.select({ id: disciplines.id }).from(disciplines).limit(2);
    const activity = await findCardTypeId(db, "Activity");
    const assessment = await findCardTypeId(db, "Assessment");
    const author = await buildUser(db);
    const other = await buildUser(db);
    const base = await buildCard(db, {
      author,
      status: "published",
      content: {
        title: "Wind turbine blade design challenge",
        summary: "Teams design turbine blades",
        typeId: activity,
        attributes: { disciplineIds: [mechanical!.id], tags: ["Renewable energy", "design"] },
      },
    });
    const published = (title: string, content: object, owner = other) =>
      buildCard(db, { author: owner, status: "published", content: { title, summary: "", ...content } });

    const best = await published("Turbine blade testing", {
      typeId: activity,
      attributes: { disciplineIds: [mechanical!.id], tags: ["renewable energy", "Design"] },
    });
    const sameDiscipline = await published("Gear trains", {
      typeId: assessment,
      attributes: { disciplineIds: [mechanical!.id] },
    });
    const similarTitle = await published("Wind turbine blade design", {
      typeId: assessment,
      attributes: { disciplineIds: [electrical!.id] },
    });
    await published("Unrelated circuits lab", {
      typeId: assessment,
      attributes: { disciplineIds: [electrical!.id] },
    });
    await buildCard(db, {
      author: other,
      content: { title: "Wind turbine blade design challenge", typeId: activity },
    });
    await buildCard(db, {
      author: other,
      status: "unpublished",
      content: { title: "Wind turbine blade design challenge" },
    });
    await buildCard(db, {
      author: other,
      status: "published",
      isDeleted: true,
      content: { title: "Wind turbine blade design challenge" },
    });

    const response = await call(await buildUser(db), "GET", `/Card/${base.id}/Related?limit=10`);
    expect(response.statusCode).toBe(200);
    const related = response.json().map((card: { id: string }) => card.id);
    expect(related).toEqual([best.id, similarTitle.id, sameDiscipline.id]);

    // Ranked on the first read (the backfill of a card with no rows) and stored for its version.
    const stored = await db.select().from(cardRelated).where(eq(cardRelated.cardId, base.id));
    expect(stored.map((row) => row.relatedCardId).sort()).toEqual(related.slice().sort());
    expect(await db.select().from(cardRelatedRuns).where(eq(cardRelatedRuns.cardId, base.id))).toHaveLength(
      1,
    );

    // The stored ranking is read again, but a card that is no longer public drops out at once.
    const reader = await buildUser(db);
    const again = await call(reader, "GET", `/Card/${base.id}/Related?limit=10`);
    expect(again.json().map((card: { id: string }) => card.id)).toEqual(related);
    await db.update(cards).set({ status: "unpublished" }).where(eq(cards.id, best.id));
    const afterUnpublish = await call(reader, "GET", `/Card/${base.id}/Related?limit=10`);
    expect(afterUnpublish.json().map((card: { id: string }) => card.id)).toEqual([
      similarTitle.id,
      sameDiscipline.id,
    ]);
  });

  it("works from the draft for a card never published and honours limit", async () => {
    const author = await buildUser(db);
    const word = "Photovoltaic panel efficiency measurement";
    const draft = await buildCard(db, { author, content: { title: word } });
    const one = await buildCard(db, { author, status: "published", content: { title: `${word} one` } });
    const two = await buildCard(db, { author, status: "published", content: { title: `${word} two` } });
    const response = await call(author, "GET", `/Card/${draft.id}/Related?limit=1`);
    expect(response.json()).toHaveLength(1);
    expect([one.id, two.id]).toContain(response.json()[0].id);
    expect((await call(author, "GET", `/Card/${draft.id}/Related?limit=21`)).statusCode).toBe(400);
  });

  it("ranks a public card once when many read it at the same moment (no 500 from storing it twice)", async () => {
    const author = await buildUser(db);
    const title = "Concurrent reads of hydraulic ram pumps";
    const card = await buildCard(db, { author, status: "published", content: { title } });
    const two = await buildCard(db, { author, status: "published", content: { title: `${title} two` } });
    const statuses = await Promise.all(
      Array.from(
        { length: 6 },
        async () => (await call(author, "GET", `/Card/${card.id}/Related`)).statusCode,
      ),
    );
    expect(statuses).toEqual(Array(6).fill(200));
    expect(await storedIds(card.id)).toContain(two.id);
  });
});

/** The related ids of a card as a fresh member reads them. */
async function relatedIds(cardId: string) {
  const response = await call(await buildUser(db), "GET", `/Card/${cardId}/Related?limit=20`);
  expect(response.statusCode).toBe(200);
  return response.json().map((card: { id: string }) => card.id);
}

/** The stored related rows of a card. */
async function storedIds(cardId: string) {
  const rows = await db
    .select({ id: cardRelated.relatedCardId })
    .from(cardRelated)
    .where(eq(cardRelated.cardId, cardId));
  return rows.map((row) => row.id).sort();
}

describe("cards.rank-related job", () => {
  it("stores the related rows when a card is published, both ways, and drops them when it is unpublished or deleted", async () => {
    // Only these three share the tag (titles and summaries unlike the other tests' cards).
    const tag = `tag-${crypto.randomUUID().slice(0, 8)}`;
    const attributes = { tags: [tag] };
    const author = await buildUser(db);
    const older = await buildCard(db, {
      author,
      status: "published",
      content: { title: "Hydraulic press lab", summary: "Pressing", attributes },
    });
    const other = await buildCard(db, {
      author,
      status: "published",
      content: { title: "Hydraulic jack lab", summary: "Lifting", attributes },
    });
    // The older cards have their own rankings (first read) before the new card exists.
    expect(await relatedIds(older.id)).toEqual([other.id]);
    expect(await relatedIds(other.id)).toEqual([older.id]);

    const fresh = await buildCard(db, {
      author,
      content: { title: "Hydraulic press lab two", summary: "Pressing again", attributes },
    });
    expect((await call(author, "POST", `/Card/${fresh.id}/Publish`)).statusCode).toBe(200);
    expect(await app.jobs.runDue()).toBeGreaterThan(0);
    expect(await storedIds(fresh.id)).toEqual([older.id, other.id].sort());
    // Spread into the lists of the cards it relates to, without re-ranking them.
    expect(await storedIds(older.id)).toEqual([fresh.id, other.id].sort());
    expect((await relatedIds(older.id))[0]).toBe(fresh.id);

    expect((await call(author, "POST", `/Card/${fresh.id}/Unpublish`)).statusCode).toBe(200);
    // Reads filter hidden cards at once, before the job runs.
    expect(await relatedIds(older.id)).toEqual([other.id]);
    await app.jobs.runDue();
    expect(await storedIds(fresh.id)).toEqual([]);
    expect(await storedIds(older.id)).toEqual([other.id]);

    expect((await call(author, "POST", `/Card/${fresh.id}/Publish`)).statusCode).toBe(200);
    await app.jobs.runDue();
    expect(await storedIds(older.id)).toEqual([fresh.id, other.id].sort());
    expect((await call(author, "DELETE", `/Card/${other.id}`)).statusCode).toBe(204);
    expect(await relatedIds(older.id)).toEqual([fresh.id]);
    await app.jobs.runDue();
    expect(await storedIds(older.id)).toEqual([fresh.id]);
    expect(await storedIds(other.id)).toEqual([]);
    // A list that lost a card (the fresh card's, ranked by its publish job) re-ranks on its next read.
    const runs = await db.execute(sql`select 1 from card_related_runs where card_id = ${fresh.id}`);
    expect(runs.rows).toHaveLength(0);
    expect(await relatedIds(fresh.id)).toEqual([older.id]);
  });

  it("answers visitors for public cards only (401 otherwise), 404 for unknown cards and 403 or 404 for cards the caller may not read", async () => {
    const author = await buildUser(db);
    const draft = await buildCard(db, { author });
    const published = await buildCard(db, { author, status: "published" });
    expect((await call(null, "GET", `/Card/${published.id}/Related`)).statusCode).toBe(200);
    expect((await call(null, "GET", `/Card/${draft.id}/Related`)).statusCode).toBe(401);
    expect((await call(author, "GET", `/Card/${crypto.randomUUID()}/Related`)).statusCode).toBe(404);
    expect([403, 404]).toContain(
      (await call(await buildUser(db), "GET", `/Card/${draft.id}/Related`)).statusCode,
    );
    expect((await call(author, "GET", `/Card/${draft.id}/Related`)).statusCode).toBe(200);
    expect((await call(await buildUser(db), "GET", `/Card/${published.id}/Related`)).statusCode).toBe(200);
    expect((await call(author, "GET", "/Card/not-a-uuid/Related")).json().details[0].field).toBe("cardId");
  });
});
