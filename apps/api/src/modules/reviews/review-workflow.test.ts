import { cardRecognitions, cardReviews, cards, cardVersions, users } from "@keen/db";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildTestApp } from "../../test/factories";
import { buildReviewCast, fullScores, reviewsClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = reviewsClient(app, db);
const { call, reviewUrl } = client;

async function versionsOf(cardId: string) {
  return db
    .select()
    .from(cardVersions)
    .where(eq(cardVersions.cardId, cardId))
    .orderBy(asc(cardVersions.number));
}

describe("submitting", () => {
  it("freezes the draft as round 1; the authors keep editing the draft meanwhile", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { content: { title: "Egg drop" } });
    const review = await client.submit(cast.editor, card.id, "Please look at the rubric");
    expect(review).toMatchObject({ status: "submitted", round: 1, cardTitle: "Egg drop", reviewer: null });
    expect(review.rounds).toHaveLength(1);
    expect(review.rounds[0]).toMatchObject({ number: 1, note: "Please look at the rubric", decision: null });
    expect(review.submittedBy?.userId).toBe(cast.editor.id);

    const save = await call(cast.author, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { title: "Egg drop, second try" },
    });
    expect(save.statusCode, save.body).toBe(200);
    const again = await client.read(cast.author, review);
    expect(again.rounds[0]!.content.title).toBe("Egg drop");
  });

  it("refuses a draft without what publishing needs, naming the field", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { content: { title: "  " } });
    const response = await call(cast.author, "POST", `/Card/${card.id}/Review`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/title.*before submitting for review/);
    expect(response.json().details).toEqual([{ field: "title", message: "is required to publish" }]);
  });

  it("allows one open review per card (409 while submitted or under review)", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.submit(cast.author, card.id);
    const twice = await call(cast.author, "POST", `/Card/${card.id}/Review`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already waiting for a reviewer/);
    await client.claim(cast.reviewer, review);
    const during = await call(cast.editor, "POST", `/Card/${card.id}/Review`, {});
    expect(during.statusCode).toBe(409);
    expect(during.json().message).toMatch(/under review/);
  });

  it("answers one 201 and one 409 when two submissions race", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const responses = await Promise.all([
      call(cast.author, "POST", `/Card/${card.id}/Review`, {}),
      call(cast.editor, "POST", `/Card/${card.id}/Review`, {}),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses a note over 2,000 characters, naming the field", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const tooLong = await call(cast.author, "POST", `/Card/${card.id}/Review`, { note: "x".repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0]).toMatchObject({
      field: "note",
      message: "must be at most 2,000 characters",
    });
  });

  it("refuses a deleted card", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { isDeleted: true });
    expect((await call(cast.author, "POST", `/Card/${card.id}/Review`, {})).statusCode).toBe(403);
  });
});

describe("withdrawing", () => {
  it("withdraws a submitted review, after which the card can be submitted again", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.submit(cast.author, card.id);
    expect((await call(cast.editor, "DELETE", reviewUrl(review))).statusCode).toBe(204);
    const withdrawn = await client.read(cast.author, review);
    expect(withdrawn).toMatchObject({ status: "withdrawn" });
    expect(withdrawn.closedAt).not.toBeNull();
    expect(withdrawn.abilities).toMatchObject({ withdraw: false, addNote: false, claim: false });
    const claim = await call(cast.reviewer, "POST", `${reviewUrl(review)}/Claim`);
    expect(claim.statusCode).toBe(409);
    expect(claim.json().message).toMatch(/was withdrawn/);
    const next = await client.submit(cast.author, card.id);
    expect(next.id).not.toBe(review.id);
  });

  it("cannot withdraw once claimed (409)", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.claimed(cast, card.id);
    const response = await call(cast.author, "DELETE", reviewUrl(review));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/under review, so it cannot be withdrawn/);
  });
});

describe("claiming and unassigning", () => {
  it("claims a submitted review once; the second claim is refused", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.submit(cast.author, card.id);
    const claimed = await client.claim(cast.reviewer, review);
    expect(claimed).toMatchObject({ status: "under_review", reviewer: { userId: cast.reviewer.id } });
    expect(claimed.claimedAt).not.toBeNull();
    expect(claimed.abilities).toMatchObject({ score: true, decide: true, claim: false });
    const again = await call(cast.otherReviewer, "POST", `${reviewUrl(review)}/Claim`);
    expect(again.statusCode).toBe(409);
  });

  it("lets exactly one of two reviewers claiming at once win", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.submit(cast.author, card.id);
    const responses = await Promise.all([
      call(cast.reviewer, "POST", `${reviewUrl(review)}/Claim`),
      call(cast.otherReviewer, "POST", `${reviewUrl(review)}/Claim`),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toMatch(/claimed this review a moment ago|under review/);
    const winner = responses.find((r) => r.statusCode === 200)!.json();
    const [row] = await db.select().from(cardReviews).where(eq(cardReviews.id, review.id));
    expect(row!.reviewerId).toBe(winner.reviewer.userId);
  });

  it("does not let an author with the reviewer role review their own card", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { coAuthors: [cast.otherReviewer] });
    const review = await client.submit(cast.author, card.id);
    const response = await call(cast.otherReviewer, "POST", `${reviewUrl(review)}/Claim`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Authors cannot review their own card.");
  });

  it("lets an admin unassign a claimed review, which is submitted again", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.claimed(cast, card.id);
    expect((await call(cast.reviewer, "DELETE", `${reviewUrl(review)}/Claim`)).statusCode).toBe(403);
    const unassigned = await call(cast.admin, "DELETE", `${reviewUrl(review)}/Claim`);
    expect(unassigned.statusCode).toBe(200);
    expect(unassigned.json()).toMatchObject({ status: "submitted", reviewer: null, claimedAt: null });
    expect((await call(cast.admin, "DELETE", `${reviewUrl(review)}/Claim`)).statusCode).toBe(409);
    await client.claim(cast.otherReviewer, review);
  });
});

describe("scoring and deciding", () => {
  it("merges scores by criterion and hides an undecided round's scores from the authors", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.claimed(cast, card.id);
    await client.update(cast.reviewer, review, {
      scores: { pedagogy: { level: "high", comment: "Strong" } },
    });
    const saved = await client.update(cast.reviewer, review, {
      scores: { assessment: { level: "low", comment: "No rubric" } },
      summary: "Nearly there",
    });
    expect(saved.rounds[0]!.scores).toEqual({
      pedagogy: { level: "high", comment: "Strong" },
      assessment: { level: "low", comment: "No rubric" },
    });
    expect(saved.status).toBe("under_review");
    const asAuthor = await client.read(cast.author, review);
    expect(asAuthor.rounds[0]).toMatchObject({ scores: {}, summary: "" });
  });

  it("refuses an unknown criterion, naming it", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.claimed(cast, card.id);
    const response = await call(cast.reviewer, "PUT", reviewUrl(review), {
      scores: { charisma: { level: "high", comment: "" } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: "scores.charisma", message: "is not a criterion of the rubric" },
    ]);
    const badLevel = await call(cast.reviewer, "PUT", reviewUrl(review), {
      scores: { pedagogy: { level: "great", comment: "" } },
    });
    expect(badLevel.statusCode).toBe(400);
    expect(badLevel.json().message).toMatch(/high, medium or low/);
  });

  it("needs every criterion scored to mark reviewed and a summary to suggest updates", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.claimed(cast, card.id);
    const early = await call(cast.reviewer, "PUT", reviewUrl(review), {
      scores: { pedagogy: { level: "high", comment: "" } },
      decision: "reviewed",
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/Score every criterion/);
    expect(early.json().details).toHaveLength(6);
    const noSummary = await call(cast.reviewer, "PUT", reviewUrl(review), { decision: "updates_suggested" });
    expect(noSummary.statusCode).toBe(400);
    expect(noSummary.json().details[0].field).toBe("summary");
    // Nothing was decided by the refused calls.
    expect((await client.read(cast.reviewer, review)).status).toBe("under_review");
  });

  it("refuses scoring by another reviewer (403) and before the claim or after the decision (409)", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.submit(cast.author, card.id);
    const before = await call(cast.reviewer, "PUT", reviewUrl(review), { summary: "x" });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toMatch(/waiting for a reviewer/);
    await client.claim(cast.reviewer, review);
    const stranger = await call(cast.otherReviewer, "PUT", reviewUrl(review), { summary: "x" });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toMatch(/Only the reviewer who claimed/);
    await client.update(cast.reviewer, review, { summary: "Add a rubric", decision: "updates_suggested" });
    const after = await call(cast.reviewer, "PUT", reviewUrl(review), { summary: "more" });
    expect(after.statusCode).toBe(409);
  });
});

describe("updates suggested and resubmission", () => {
  it("keeps the history: round 1 decided, round 2 under review by the same reviewer", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { content: { title: "Bridge round one" } });
    const review = await client.claimed(cast, card.id);
    const scores = await fullScores(db, "medium");
    const suggested = await client.update(cast.reviewer, review, {
      scores,
      summary: "Add an assessment rubric",
      decision: "updates_suggested",
    });
    expect(suggested.status).toBe("updates_suggested");
    expect(suggested.abilities.score).toBe(false);
    const asAuthor = await client.read(cast.author, review);
    expect(asAuthor.rounds[0]).toMatchObject({
      decision: "updates_suggested",
      summary: "Add an assessment rubric",
    });
    expect(asAuthor.rounds[0]!.scores).toEqual(scores);
    expect(asAuthor.abilities).toMatchObject({ resubmit: true, withdraw: false });

    await call(cast.author, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { title: "Bridge round two" },
    });
    const resubmitted = await call(cast.author, "POST", `/Card/${card.id}/Review`, { note: "Rubric added" });
    expect(resubmitted.statusCode).toBe(200);
    const round2 = resubmitted.json();
    expect(round2).toMatchObject({
      id: review.id,
      status: "under_review",
      round: 2,
      cardTitle: "Bridge round two",
    });
    expect(round2.reviewer.userId).toBe(cast.reviewer.id);
    expect(
      round2.rounds.map((r: { number: number; decision: string | null }) => [r.number, r.decision]),
    ).toEqual([
      [1, "updates_suggested"],
      [2, null],
    ]);
    expect(round2.rounds[0].content.title).toBe("Bridge round one");
    expect(round2.rounds[1]).toMatchObject({ note: "Rubric added", scores: {} });
  });

  it("goes back to the queue when the reviewer is no longer a reviewer", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.claimed(cast, card.id);
    await client.update(cast.reviewer, review, { summary: "Tighten it", decision: "updates_suggested" });
    await db.update(users).set({ role: "member" }).where(eq(users.id, cast.reviewer.id));
    const round2 = await client.submit(cast.author, card.id);
    expect(round2).toMatchObject({ status: "submitted", round: 2, reviewer: null, claimedAt: null });
  });
});

describe("reviewed", () => {
  it("ends the review and approves the frozen content without publishing it; the draft stays the authors'", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { content: { title: "Frozen title" } });
    const review = await client.claimed(cast, card.id);
    await call(cast.author, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { title: "Newer draft" },
    });
    const done = await client.update(cast.reviewer, review, {
      scores: await fullScores(db),
      summary: "Exemplary",
      decision: "reviewed",
    });
    expect(done).toMatchObject({ status: "reviewed", versionNumber: null, publishWhenReviewed: false });
    expect(done.closedAt).not.toBeNull();
    expect(done.abilities).toMatchObject({ score: false, resubmit: false, withdraw: false, claim: false });

    // The authors publish (review-publication.test.ts); the decision leaves the card as it was.
    expect(await versionsOf(card.id)).toEqual([]);
    const [row] = await db.select().from(cards).where(eq(cards.id, card.id));
    expect(row).toMatchObject({ status: "draft", publishedVersionId: null });
    expect((row!.draft as { title: string }).title).toBe("Newer draft");
    expect(await db.select().from(cardRecognitions).where(eq(cardRecognitions.cardId, card.id))).toEqual([]);
    const [stored] = await db.select().from(cardReviews).where(eq(cardReviews.id, review.id));
    expect(stored!.versionId).toBeNull();

    const after = await call(cast.reviewer, "PUT", reviewUrl(review), { summary: "again" });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toMatch(/finished/);
    expect((await call(cast.author, "DELETE", reviewUrl(review))).statusCode).toBe(409);
  });

  it("marks the published version when the reviewed content already is it, publishing nothing", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { status: "published" });
    const review = await client.claimed(cast, card.id);
    const done = await client.update(cast.admin, review, {
      scores: await fullScores(db),
      decision: "reviewed",
    });
    expect(done.versionNumber).toBe(1);
    expect(await versionsOf(card.id)).toHaveLength(1);
    const [mark] = await db.select().from(cardRecognitions).where(eq(cardRecognitions.cardId, card.id));
    expect(mark).toMatchObject({ reviewedVersionId: card.publishedVersionId, reviewerId: cast.admin.id });
  });

  it("leaves a changed published card at its published version until the authors publish", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { status: "published" });
    await call(cast.author, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { summary: "Better summary" },
    });
    const review = await client.claimed(cast, card.id);
    const done = await client.update(cast.reviewer, review, {
      scores: await fullScores(db),
      decision: "reviewed",
    });
    expect(done.versionNumber).toBeNull();
    expect((await versionsOf(card.id)).map((v) => v.summary)).toEqual(["A card made by a test."]);
    const [row] = await db.select().from(cards).where(eq(cards.id, card.id));
    expect(row).toMatchObject({ status: "published", publishedVersionId: card.publishedVersionId });
  });
});
