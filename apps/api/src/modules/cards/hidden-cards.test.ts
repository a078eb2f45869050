import { randomUUID } from "node:crypto";
import { type CardReader, cardPolicy, loadCard, visibleCards } from "@keen/cards";
import { cards, moderationItems, publicCards } from "@keen/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { buildCard, buildTestApp, buildUser } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db, { env: { RATE_LIMIT_MAX: "100000" } });
const call = cardsTestClient(app);

const token = () => `zh${randomUUID().slice(0, 8)}`;
const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

/** A published card whose title carries `word`, by its own author, and an admin. */
async function publishedCard(word = token()) {
  const author = await buildUser(db);
  const card = await buildCard(db, { author, status: "published", content: { title: `Hidden ${word}` } });
  return { author, card, word, admin: await buildUser(db, { role: "admin" }) };
}

/** Three distinct members report the card (decision 0042: that hides it). */
async function reportThreeTimes(cardId: string) {
  for (let i = 0; i < 3; i++) {
    const reporter = await buildUser(db);
    const response = await call(reporter, "POST", "/Report", {
      targetType: "card",
      targetId: cardId,
      reason: "spam",
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}

/** Hides the card as an admin's "hide" leaves it. */
async function hide(cardId: string, author: Member) {
  await db
    .insert(moderationItems)
    .values({ targetType: "card", targetId: cardId, authorId: author.id, hiddenAt: new Date() });
}

describe("a card hidden by moderation (decision 0042)", () => {
  it("is not available to others once three members report it; its author and admins read it with isHidden", async () => {
    const { author, card, admin } = await publishedCard();
    const other = await buildUser(db);
    const before = await call(other, "GET", `/Card/${card.id}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().isHidden).toBe(false);

    await reportThreeTimes(card.id);
    expect((await call(other, "GET", `/Card/${card.id}`)).statusCode).toBe(404);
    expect([401, 404]).toContain((await call(null, "GET", `/Card/${card.id}`)).statusCode);
    for (const reader of [author, admin]) {
      const response = await call(reader, "GET", `/Card/${card.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: card.id, isHidden: true, version: "published" });
    }
  });

  it("is left out of others' lists, and shown again when the admin dismisses the reports", async () => {
    const { author, card, word, admin } = await publishedCard();
    const other = await buildUser(db);
    expect(ids((await call(other, "GET", `/Card?q=${word}`)).json())).toEqual([card.id]);
    await reportThreeTimes(card.id);
    expect(ids((await call(other, "GET", `/Card?q=${word}`)).json())).toEqual([]);
    expect(ids((await call(null, "GET", `/Card?q=${word}`)).json())).toEqual([]);
    expect(ids((await call(other, "GET", `/Card/ByUser/${author.id}`)).json())).not.toContain(card.id);

    const [item] = await db.select().from(moderationItems).where(eq(moderationItems.targetId, card.id));
    const dismissed = await call(admin, "POST", `/Admin/Reports/${item!.id}/Action`, { action: "dismiss" });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(ids((await call(other, "GET", `/Card?q=${word}`)).json())).toEqual([card.id]);
    expect((await call(other, "GET", `/Card/${card.id}`)).json().isHidden).toBe(false);
  });

  it("keeps the SQL read rule and the cards policy in agreement", async () => {
    const { author, card, admin } = await publishedCard();
    const editor = await buildUser(db);
    const { card: shown } = await publishedCard();
    await hide(card.id, author);
    const readers: [string, CardReader][] = [
      ["anonymous", null],
      ["member", { userId: (await buildUser(db)).id, role: "member" }],
      ["author", { userId: author.id, role: "member" }],
      ["editor", { userId: editor.id, role: "member" }],
      ["admin", { userId: admin.id, role: "admin" }],
    ];
    // In a single-table select's fields too (drizzle leaves columns bare there).
    const asField = await db
      .select({ id: cards.id, isPublic: sql<boolean>`${publicCards}` })
      .from(cards)
      .where(inArray(cards.id, [card.id, shown.id]));
    expect(Object.fromEntries(asField.map((row) => [row.id, row.isPublic]))).toEqual({
      [card.id]: false,
      [shown.id]: true,
    });
    const loaded = [await loadCard(db, card.id), await loadCard(db, shown.id)];
    expect(loaded.map((one) => one!.resource.isHidden)).toEqual([true, false]);
    for (const [name, reader] of readers) {
      const rows = await db
        .select({ id: cards.id })
        .from(cards)
        .where(and(inArray(cards.id, [card.id, shown.id]), visibleCards(reader)));
      const bySql = new Set(rows.map((row) => row.id));
      const actor = reader ? { userId: reader.userId, role: reader.role as "member" | "admin" } : null;
      for (const one of loaded) {
        expect(bySql.has(one!.id), name).toBe(cardPolicy.can(actor, "read", one!.resource));
      }
    }
  });
});
