import { randomUUID } from "node:crypto";
import { ratingAverage } from "@keen/cards";
import { cardBookmarks, cardFeedback, cardRecognitions, cards } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { buildCard, buildTestApp, buildUser } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);
const token = () => `zq${randomUUID().slice(0, 8)}`;

/** Feedback from fresh members: one rating each (null: none), `used` of them saying they used it. */
async function giveFeedback(cardId: string, ratings: (number | null)[], used = 0) {
  for (const [index, rating] of ratings.entries()) {
    const member = await buildUser(db);
    await db.insert(cardFeedback).values({
      cardId,
      userId: member.id,
      rating,
      usedInTeaching: index < used,
      comment: rating === null && index >= used ? "Just a comment" : "",
    });
  }
}

async function bookmark(cardId: string, members: Member[]) {
  await db.insert(cardBookmarks).values(members.map((member) => ({ cardId, userId: member.id })));
}

async function publishedCards(author: Member, word: string, count: number) {
  const made = [];
  for (let i = 0; i < count; i += 1) {
    made.push(await buildCard(db, { author, status: "published", content: { title: `${word} ${i}` } }));
  }
  return made;
}

describe("engagement on card views", () => {
  it("rounds the average to one decimal and has none without ratings", () => {
    expect(ratingAverage(19, 4)).toBe(4.8);
    expect(ratingAverage(13, 3)).toBe(4.3);
    expect(ratingAverage(0, 0)).toBeNull();
  });

  it("carries counts, average and the caller's bookmark on detail, lists and related cards", async () => {
    const author = await buildUser(db);
    const reader = await buildUser(db);
    const word = token();
    const [card, other] = await publishedCards(author, word, 2);
    await giveFeedback(card!.id, [5, 5, 4, 5, null], 2);
    await bookmark(card!.id, [reader, await buildUser(db)]);

    const expected = {
      bookmarkCount: 2,
      ratingAverage: 4.8,
      ratingCount: 4,
      timesUsed: 2,
      commentCount: 0,
    };
    const detail = (await call(reader, "GET", `/Card/${card!.id}`)).json();
    expect(detail).toMatchObject({ ...expected, isBookmarked: true });
    expect((await call(author, "GET", `/Card/${card!.id}`)).json()).toMatchObject({
      ...expected,
      isBookmarked: false,
    });

    const list = (await call(reader, "GET", `/Card?q=${word}`)).json();
    const item = list.items.find((entry: { id: string }) => entry.id === card!.id);
    expect(item).toMatchObject({ ...expected, isBookmarked: true });
    expect(list.items.find((entry: { id: string }) => entry.id === other!.id)).toMatchObject({
      bookmarkCount: 0,
      isBookmarked: false,
      ratingAverage: null,
      ratingCount: 0,
      timesUsed: 0,
    });
    const byUser = (await call(reader, "GET", `/Card/ByUser/${author.id}`)).json();
    expect(byUser.items.find((entry: { id: string }) => entry.id === card!.id)).toMatchObject({
      ...expected,
      isBookmarked: true,
    });
    const summary = (await call(reader, "GET", `/Card/${card!.id}/Summary`)).json();
    expect(summary).toMatchObject({ ...expected, isBookmarked: true });
    const related = (await call(reader, "GET", `/Card/${other!.id}/Related`)).json();
    expect(related.find((entry: { id: string }) => entry.id === card!.id)).toMatchObject({
      ...expected,
      isBookmarked: true,
    });
  });
});

describe("peer-review and Exemplar marks on card views", () => {
  it("shows the reviewed version with its reviewer on detail and lists, and filters by them", async () => {
    const author = await buildUser(db);
    const reviewer = await buildUser(db, { firstName: "Rita", lastName: "Reviewer" });
    const word = token();
    const [reviewed, exemplar, plain] = await publishedCards(author, word, 3);
    const [row] = await db.select().from(cards).where(eq(cards.id, reviewed!.id));
    const reviewedAt = new Date("2026-10-01T12:00:00Z");
    await db.insert(cardRecognitions).values([
      {
        cardId: reviewed!.id,
        reviewedVersionId: row!.publishedVersionId,
        reviewedAt,
        reviewerId: reviewer.id,
      },
      { cardId: exemplar!.id, exemplarAt: new Date(), exemplarBy: reviewer.id },
    ]);
    const badge = {
      peerReview: {
        versionNumber: 1,
        reviewedAt: reviewedAt.toISOString(),
        reviewer: { userId: reviewer.id, name: "Rita Reviewer" },
        isLatest: true,
      },
      isExemplar: false,
    };
    expect((await call(author, "GET", `/Card/${reviewed!.id}`)).json()).toMatchObject(badge);
    const list = (await call(author, "GET", `/Card?q=${word}`)).json();
    const byId = (id: string) => list.items.find((entry: { id: string }) => entry.id === id);
    expect(byId(reviewed!.id)).toMatchObject(badge);
    expect(byId(exemplar!.id)).toMatchObject({ peerReview: null, isExemplar: true });
    expect(byId(plain!.id)).toMatchObject({ peerReview: null, isExemplar: false });

    expect(ids((await call(author, "GET", `/Card?q=${word}&reviewed=true`)).json())).toEqual([reviewed!.id]);
    expect(ids((await call(author, "GET", `/Card?q=${word}&exemplar=true`)).json())).toEqual([exemplar!.id]);
    expect((await call(author, "GET", `/Card?reviewed=maybe`)).statusCode).toBe(400);

    // A later version: the badge names the reviewed one.
    await call(author, "PUT", `/Card/${reviewed!.id}`, {
      baseRevision: (await call(author, "GET", `/Card/${reviewed!.id}?version=draft`)).json().draftRevision,
      changes: { summary: "A newer summary" },
    });
    expect((await call(author, "POST", `/Card/${reviewed!.id}/Publish`)).statusCode).toBe(200);
    expect((await call(author, "GET", `/Card/${reviewed!.id}`)).json().peerReview).toMatchObject({
      versionNumber: 1,
      isLatest: false,
    });
  });
});

describe("top rated and most used sorts", () => {
  it("orders GET /Card by Bayesian score, then rating count, then newest", async () => {
    const author = await buildUser(db);
    const word = token();
    const [oneFive, manyHigh, unrated, oneLow, oneThree, unratedNewer] = await publishedCards(
      author,
      word,
      6,
    );
    await giveFeedback(oneFive!.id, [5]); // (5 + 6) / 3 = 3.67
    await giveFeedback(manyHigh!.id, [5, 5, 4, 5]); // (19 + 6) / 6 = 4.17
    await giveFeedback(oneLow!.id, [1]); // 2.33
    await giveFeedback(oneThree!.id, [3]); // 3.0, like no ratings, but one rating
    await giveFeedback(unrated!.id, [null], 1); // a row in card_stats, still no rating
    const body = (await call(author, "GET", `/Card?q=${word}&sort=top_rated`)).json();
    expect(ids(body)).toEqual([
      manyHigh!.id,
      oneFive!.id,
      oneThree!.id,
      unratedNewer!.id,
      unrated!.id,
      oneLow!.id,
    ]);
  });

  it("orders GET /Card and /Card/ByUser by times used, then newest", async () => {
    const author = await buildUser(db);
    const word = token();
    const [used1, used3, none, used2, noneNewer] = await publishedCards(author, word, 5);
    await giveFeedback(used1!.id, [4], 1);
    await giveFeedback(used3!.id, [null, null, 2], 3);
    await giveFeedback(used2!.id, [null, 5, 5], 2);
    const expected = [used3!.id, used2!.id, used1!.id, noneNewer!.id, none!.id];
    expect(ids((await call(author, "GET", `/Card?q=${word}&sort=most_used`)).json())).toEqual(expected);
    const byUser = (await call(author, "GET", `/Card/ByUser/${author.id}?sort=most_used`)).json();
    expect(ids(byUser)).toEqual(expected);
    const topRated = (
      await call(await buildUser(db), "GET", `/Card/ByUser/${author.id}?sort=top_rated`)
    ).json();
    expect(ids(topRated).slice(0, 2)).toEqual([used2!.id, used1!.id]);
  });
});
