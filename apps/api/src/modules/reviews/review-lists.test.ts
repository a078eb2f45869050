import type { ReviewSummary } from "@keen/contracts";
import { cardReviewRounds, cards } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildTestApp } from "../../test/factories";
import { loadCardRecognitions } from "./card-recognitions";
import { buildReviewCast, fullScores, reviewsClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = reviewsClient(app, db);
const { call } = client;

const idsOf = (items: ReviewSummary[], among: string[]) =>
  items.map((item) => item.id).filter((id) => among.includes(id));

describe("queues", () => {
  it("lists submitted reviews longest waiting first, and claimed ones with their reviewer", async () => {
    const cast = await buildReviewCast(db);
    const [older, newer, claimed, gone] = await Promise.all([1, 2, 3, 4].map(() => client.cardOf(cast)));
    const olderReview = await client.submit(cast.author, older!.id);
    const newerReview = await client.submit(cast.author, newer!.id);
    await db
      .update(cardReviewRounds)
      .set({ submittedAt: sql`now() - interval '2 days'` })
      .where(eq(cardReviewRounds.reviewId, olderReview.id));
    const claimedReview = await client.claimed(cast, claimed!.id);
    const goneReview = await client.submit(cast.author, gone!.id);
    await db.update(cards).set({ deletedAt: new Date() }).where(eq(cards.id, gone!.id));
    const mine = [olderReview.id, newerReview.id, claimedReview.id, goneReview.id];

    const submitted = await call(cast.otherReviewer, "GET", "/Card/Review/Submitted?pageSize=50");
    expect(submitted.statusCode).toBe(200);
    expect(idsOf(submitted.json().items, mine)).toEqual([olderReview.id, newerReview.id]);
    const first = submitted.json().items.find((item: ReviewSummary) => item.id === olderReview.id);
    expect(first).toMatchObject({
      cardId: older!.id,
      status: "submitted",
      round: 1,
      authors: [{ userId: cast.author.id, name: "Ann Author" }],
      submittedBy: { userId: cast.author.id, firstName: "Ann" },
      reviewer: null,
    });

    const underReview = (await call(cast.admin, "GET", "/Card/Review/UnderReview")).json();
    expect(idsOf(underReview.items, mine)).toEqual([claimedReview.id]);
    expect(
      underReview.items.find((item: ReviewSummary) => item.id === claimedReview.id).reviewer,
    ).toMatchObject({
      userId: cast.reviewer.id,
      lastName: "Reviewer",
    });

    const paged = (await call(cast.reviewer, "GET", "/Card/Review/Submitted?pageSize=1&page=2")).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);
    const bad = await call(cast.reviewer, "GET", "/Card/Review/Submitted?pageSize=500");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/pageSize/);
  });

  it("lists a reviewer's claimed and finished reviews, latest change first", async () => {
    const cast = await buildReviewCast(db);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => client.cardOf(cast)));
    const reviewed = await client.claimed(cast, a!.id);
    await client.update(cast.reviewer, reviewed, { scores: await fullScores(db), decision: "reviewed" });
    const suggested = await client.claimed(cast, b!.id);
    await client.update(cast.reviewer, suggested, { summary: "More", decision: "updates_suggested" });
    const open = await client.claimed(cast, c!.id);
    await client.submit(cast.author, d!.id);

    const list = (await call(cast.reviewer, "GET", `/User/${cast.reviewer.id}/ReviewCards`)).json();
    expect(list.items.map((item: ReviewSummary) => [item.id, item.status])).toEqual([
      [open.id, "under_review"],
      [suggested.id, "updates_suggested"],
      [reviewed.id, "reviewed"],
    ]);
    expect(list.total).toBe(3);
  });

  it("lists a card's reviews newest first", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const first = await client.submit(cast.author, card.id);
    await call(cast.author, "DELETE", client.reviewUrl(first));
    const second = await client.submit(cast.author, card.id);
    const list = (await call(cast.editor, "GET", `/Card/${card.id}/Review`)).json();
    expect(list.map((item: ReviewSummary) => [item.id, item.status])).toEqual([
      [second.id, "submitted"],
      [first.id, "withdrawn"],
    ]);
  });
});

describe("Author Notes", () => {
  it("keeps the thread between the sides, on the current round; other reviewers do not see it", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.claimed(cast, card.id);
    const notes = `${client.reviewUrl(review)}/Notes`;
    const asked = await call(cast.editor, "POST", notes, { body: "  Is the rubric enough?  " });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ roundNumber: 1, body: "Is the rubric enough?", isReviewer: false });
    await call(cast.reviewer, "POST", notes, { body: "Yes." });
    const empty = await call(cast.reviewer, "POST", notes, { body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toMatchObject({ field: "body", message: "is required" });

    const thread = (await call(cast.author, "GET", notes)).json();
    expect(thread.map((n: { body: string; isReviewer: boolean }) => [n.body, n.isReviewer])).toEqual([
      ["Is the rubric enough?", false],
      ["Yes.", true],
    ]);
    expect((await client.read(cast.author, review)).notes).toHaveLength(2);
    expect((await client.read(cast.otherReviewer, review)).notes).toEqual([]);
  });
});

describe("rubric", () => {
  it("lists the seven criteria in order; admins edit the texts, with reasons for bad input", async () => {
    const rubric = (await call(null, "GET", "/Card/Rubrics")).json();
    expect(rubric.map((c: { name: string }) => c.name)).toEqual([
      "Entrepreneurial Mindset",
      "Clarity & Organization",
      "Adaptability & Adoptability",
      "Quality of Resources",
      "Pedagogy",
      "Assessment",
      "Technical Content",
    ]);
    const cast = await buildReviewCast(db);
    const texts = { name: "Assessment", description: "Measures learning.", high: "H", medium: "M", low: "L" };
    const saved = await call(cast.admin, "PUT", "/Card/Rubrics/assessment", texts);
    expect(saved.json()).toMatchObject({ key: "assessment", position: 6, description: "Measures learning." });
    const blank = await call(cast.admin, "PUT", "/Card/Rubrics/assessment", { ...texts, high: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details[0]).toMatchObject({ field: "high", message: "is required" });
  });
});

describe("peer-review and Exemplar marks", () => {
  it("reads the badge of reviewed cards, says when a later version came out, and the Exemplar mark", async () => {
    const cast = await buildReviewCast(db);
    const [reviewed, plain] = await Promise.all([
      client.cardOf(cast),
      client.cardOf(cast, { status: "published" }),
    ]);
    const review = await client.claimed(cast, reviewed.id);
    await client.update(cast.reviewer, review, { scores: await fullScores(db), decision: "reviewed" });
    expect((await call(cast.admin, "PUT", `/Card/${plain.id}/Exemplar`)).statusCode).toBe(204);
    expect((await call(cast.admin, "PUT", `/Card/${plain.id}/Exemplar`)).statusCode).toBe(204);

    // The decision alone publishes nothing, so there is no badge until the author publishes.
    let marks = await loadCardRecognitions(db, [reviewed.id, plain.id]);
    expect(marks.get(reviewed.id)).toEqual({ isExemplar: false, peerReview: null });
    expect((await call(cast.author, "POST", `/Card/${reviewed.id}/Publish`)).statusCode).toBe(200);
    marks = await loadCardRecognitions(db, [reviewed.id, plain.id]);
    expect(marks.get(reviewed.id)).toEqual({
      isExemplar: false,
      peerReview: {
        versionNumber: 1,
        reviewedAt: expect.any(String),
        reviewer: { userId: cast.reviewer.id, name: "Rita Reviewer" },
        isLatest: true,
      },
    });
    expect(marks.get(plain.id)).toEqual({ isExemplar: true, peerReview: null });

    await call(cast.author, "PUT", `/Card/${reviewed.id}`, {
      baseRevision: 0,
      changes: { summary: "Later" },
    });
    expect((await call(cast.author, "POST", `/Card/${reviewed.id}/Publish`)).statusCode).toBe(200);
    expect((await call(cast.admin, "DELETE", `/Card/${plain.id}/Exemplar`)).statusCode).toBe(204);
    marks = await loadCardRecognitions(db, [reviewed.id, plain.id]);
    expect(marks.get(reviewed.id)?.peerReview).toMatchObject({ versionNumber: 1, isLatest: false });
    expect(marks.get(plain.id)).toEqual({ isExemplar: false, peerReview: null });
  });
});
