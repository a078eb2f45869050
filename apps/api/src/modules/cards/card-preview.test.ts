import { cards } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildTestApp, buildUser } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

describe("GET /Card/{cardId}/Preview", () => {
  it("shows a published card's title, summary and version to anyone, signed in or not", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, {
      author,
      status: "published",
      content: { title: "Egg drop", summary: "Protect an egg with paper and tape." },
    });
    for (const caller of [null, author]) {
      const response = await call(caller, "GET", `/Card/${card.id}/Preview`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: card.id,
        title: "Egg drop",
        summary: "Protect an egg with paper and tape.",
        coverImageUrl: null,
        versionNumber: 1,
      });
    }
  });

  it("answers 404 for drafts, hidden, deleted and unknown cards, and 400 for a malformed id", async () => {
    const author = await buildUser(db);
    const draft = await buildCard(db, { author, content: { title: "Draft" } });
    const hidden = await buildCard(db, { author, status: "published", content: { title: "Hidden" } });
    await db.update(cards).set({ status: "unpublished" }).where(eq(cards.id, hidden.id));
    const deleted = await buildCard(db, { author, status: "published", content: { title: "Gone" } });
    await db.update(cards).set({ deletedAt: new Date() }).where(eq(cards.id, deleted.id));
    for (const id of [draft.id, hidden.id, deleted.id, "5b0c1f3e-0000-4000-8000-000000000000"]) {
      expect((await call(null, "GET", `/Card/${id}/Preview`)).statusCode).toBe(404);
    }
    expect((await call(null, "GET", "/Card/not-an-id/Preview")).statusCode).toBe(400);
  });
});
