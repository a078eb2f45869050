import { cardAuthors, cardFeedback, cards, disciplines } from "@keen/db";
import { asc, eq } from "drizzle-orm";
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

  it("gives search engines the authors, license, level, disciplines, tags, dates and rating", async () => {
    const [author, coAuthor] = [await buildUser(db), await buildUser(db)];
    const [first, second] = await db.select().from(disciplines).orderBy(asc(disciplines.name)).limit(2);
    const card = await buildCard(db, {
      author,
      coAuthors: [coAuthor],
      status: "published",
      content: {
        title: "Truss design",
        attributes: {
          disciplineIds: [second!.id, first!.id],
          courseLevel: "second-year",
          tags: ["statics", "design"],
          classSize: null,
          timeRequired: null,
          license: "cc-by-4.0",
        },
      },
    });
    await db.insert(cardAuthors).values({ cardId: card.id, externalName: "Ada Guest", position: 2 });
    for (const rating of [5, 4, 4]) {
      await db.insert(cardFeedback).values({ cardId: card.id, userId: (await buildUser(db)).id, rating });
    }
    const body = (await call(null, "GET", `/Card/${card.id}/Preview`)).json();
    expect(body).toMatchObject({
      authors: [
        `${author.firstName} ${author.lastName}`,
        `${coAuthor.firstName} ${coAuthor.lastName}`,
        "Ada Guest",
      ],
      license: "cc-by-4.0",
      courseLevel: "second-year",
      disciplines: [second!.name, first!.name],
      tags: ["statics", "design"],
      ratingAverage: 4.3,
      ratingCount: 3,
    });
    expect(Date.parse(body.firstPublishedAt)).toBeLessThanOrEqual(Date.parse(body.publishedAt));
  });

  it("has no rating and no level for a card nobody rated and that names no level", async () => {
    const card = await buildCard(db, { author: await buildUser(db), status: "published" });
    const body = (await call(null, "GET", `/Card/${card.id}/Preview`)).json();
    expect(body).toMatchObject({ ratingAverage: null, ratingCount: 0, courseLevel: null, disciplines: [] });
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
