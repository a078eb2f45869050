import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { countStatements } from "../../test/count-statements";
import { buildCardWithEditor, buildTestApp, buildUser } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);
const sql = countStatements(db);

/**
 * Issue 12/13: a card read is decided once and read in few statements. Counts every statement the
 * request sends to PostgreSQL (the member, the card, `begin`/`commit`), with the lookup cache warm.
 */
describe("statements per card request", () => {
  async function publishedCard() {
    const { author, editor, card } = await buildCardWithEditor(db, {
      coAuthors: [await buildUser(db)],
      status: "published",
    });
    // Warms the lookup cache and the token cache of each caller, as any earlier request would.
    await call(author, "GET", `/Card/${card.id}`);
    return { author, editor, card };
  }

  it("GET /Card/{id} sends at most 3 statements (member, card; reader or author, either version)", async () => {
    const { author, card } = await publishedCard();
    const reader = await buildUser(db);
    await call(reader, "GET", `/Card/${card.id}`);
    for (const [caller, url] of [
      [reader, `/Card/${card.id}`],
      [author, `/Card/${card.id}`],
      [author, `/Card/${card.id}?version=draft`],
      [reader, `/Card/${card.id}?number=1`],
    ] as const) {
      sql.reset();
      const response = await call(caller, "GET", url);
      expect(response.statusCode, response.body).toBe(200);
      expect(sql.statements.length, sql.statements.join("\n---\n")).toBeLessThanOrEqual(3);
    }
  });

  it("an autosave PUT /Card/{id} sends at most 6 statements and answers what it wrote", async () => {
    const { editor, card } = await publishedCard();
    await call(editor, "GET", `/Card/${card.id}`);
    sql.reset();
    const response = await call(editor, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { title: "Saved title" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(sql.statements.length, sql.statements.join("\n---\n")).toBeLessThanOrEqual(6);
    expect(response.json()).toMatchObject({ version: "draft", title: "Saved title", draftRevision: 1 });
    const reread = await call(editor, "GET", `/Card/${card.id}?version=draft`);
    expect(reread.json()).toEqual(response.json());
  });
});
