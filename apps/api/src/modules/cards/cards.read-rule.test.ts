import { type CardReader, cardPolicy, loadCard, publicCards, visibleCards } from "@keen/cards";
import { cards } from "@keen/db";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildUser } from "../../test/factories";

const { db } = await useTestDatabase();

/**
 * The SQL read rule (`visibleCards`, `publicCards`) and `cardPolicy.can(actor, "read", …)` must
 * agree, or lists and search would show cards the card page refuses (or hide ones it shows).
 * Checked on real rows: every status, deleted or not, with and without a published version.
 */
describe("the SQL read rule agrees with the cards policy", () => {
  it("for anonymous callers, members, authors, editors and admins over every card state", async () => {
    const author = await buildUser(db);
    const editor = await buildUser(db);
    const states = (["draft", "published", "unpublished"] as const).flatMap((status) =>
      [false, true].flatMap((isDeleted) =>
        [false, true].map((hasVersion) => ({ status, isDeleted, hasVersion })),
      ),
    );
    const ids: string[] = [];
    for (const { status, isDeleted, hasVersion } of states) {
      // Built with a version 1, then set to the state (a draft may keep a version after unpublish/restore).
      const card = await buildCard(db, { author, editors: [editor], status: "published", isDeleted });
      await db
        .update(cards)
        .set({ status, ...(hasVersion ? {} : { publishedVersionId: null }) })
        .where(eq(cards.id, card.id));
      ids.push(card.id);
    }
    const readers: [string, CardReader][] = [
      ["anonymous", null],
      ["member", { userId: (await buildUser(db)).id, role: "member" }],
      ["author", { userId: author.id, role: "member" }],
      ["editor", { userId: editor.id, role: "member" }],
      ["admin", { userId: (await buildUser(db, { role: "admin" })).id, role: "admin" }],
    ];
    const loaded = await Promise.all(ids.map((id) => loadCard(db, id)));
    for (const [name, reader] of readers) {
      const rows = await db
        .select({ id: cards.id })
        .from(cards)
        .where(and(inArray(cards.id, ids), visibleCards(reader)));
      const bySql = new Set(rows.map((row) => row.id));
      for (const [index, card] of loaded.entries()) {
        const state = JSON.stringify(states[index]);
        const actor = reader ? { userId: reader.userId, role: reader.role as "member" | "admin" } : null;
        expect(bySql.has(card!.id), `${name} ${state}`).toBe(cardPolicy.can(actor, "read", card!.resource));
      }
    }
    // publicCards is what a member with no tie to the card reads.
    const publicRows = await db
      .select({ id: cards.id })
      .from(cards)
      .where(and(inArray(cards.id, ids), publicCards));
    const stranger = { userId: (await buildUser(db)).id, role: "member" as const };
    expect(new Set(publicRows.map((row) => row.id))).toEqual(
      new Set(
        loaded.filter((card) => cardPolicy.can(stranger, "read", card!.resource)).map((card) => card!.id),
      ),
    );
  });
});
