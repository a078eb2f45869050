import type { CardVersion } from "@keen/contracts";
import { cardRecognitions, cards, notifications, users } from "@keen/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { buildTestApp } from "../../test/factories";
import { buildReviewCast, reviewsClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = reviewsClient(app, db);
const { call } = client;

/** The card's peer-review mark as stored (undefined when it never had one). */
async function markOf(cardId: string) {
  const [mark] = await db.select().from(cardRecognitions).where(eq(cardRecognitions.cardId, cardId));
  return mark;
}

/** The card's published versions as `GET /Card/{id}/Published` answers them, newest first. */
async function versionsOf(caller: Member, cardId: string): Promise<CardVersion[]> {
  return (await call(caller, "GET", `/Card/${cardId}/Published`)).json();
}

/** What the member was told of a review's decision, once the due jobs ran. */
async function reviewedNotice(member: Member) {
  await app.jobs.runDue();
  const rows = await db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.recipientId, member.id), eq(notifications.type, "review_completed")));
  return rows.find((row) => / is peer reviewed/.test(row.title));
}

async function editTitle(caller: Member, cardId: string, baseRevision: number, title: string) {
  const saved = await call(caller, "PUT", `/Card/${cardId}`, { baseRevision, changes: { title } });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function publish(caller: Member, cardId: string) {
  const response = await call(caller, "POST", `/Card/${cardId}/Publish`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("a reviewed card the authors publish", () => {
  it("is not published by the decision; the author is told with a link to publish, and the version they publish carries the mark", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { content: { title: "Paper bridges" } });
    const review = await client.claimed(cast, card.id);
    await client.markReviewed(cast.reviewer, review);

    const [row] = await db.select().from(cards).where(eq(cards.id, card.id));
    expect(row).toMatchObject({ status: "draft", publishedVersionId: null });
    expect(await markOf(card.id)).toBeUndefined();
    expect(await reviewedNotice(cast.author)).toEqual({
      title: "“Paper bridges” is peer reviewed: publish it to show the badge",
      body: "Rita Reviewer reviewed it. Publish the reviewed version from the editor and it carries the Peer reviewed badge.",
      link: `/card/edit/${card.id}#review`,
    });
    expect(await client.read(cast.author, review)).toMatchObject({
      versionNumber: null,
      isDraftReviewed: true,
    });

    const published = await publish(cast.author, card.id);
    expect(published).toMatchObject({
      versionNumber: 1,
      peerReview: { versionNumber: 1, isLatest: true, reviewer: { userId: cast.reviewer.id } },
    });
    const [after] = await db.select().from(cards).where(eq(cards.id, card.id));
    expect(await markOf(card.id)).toMatchObject({
      reviewedVersionId: after!.publishedVersionId,
      reviewId: review.id,
      reviewerId: cast.reviewer.id,
    });
    expect(await client.read(cast.author, review)).toMatchObject({
      versionNumber: 1,
      isDraftReviewed: false,
    });
    const [version] = await versionsOf(cast.member, card.id);
    expect(version).toMatchObject({
      number: 1,
      publishedBy: { userId: cast.author.id, name: "Ann Author" },
      publishedAfterReviewBy: null,
    });
  });

  it("gives no mark to different content, and the mark to the reviewed content when it is published later (by an admin too)", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { content: { title: "Reviewed title" } });
    const review = await client.claimed(cast, card.id);
    await editTitle(cast.author, card.id, 0, "Changed after submitting");
    await client.markReviewed(cast.reviewer, review);
    expect(await client.read(cast.author, review)).toMatchObject({ isDraftReviewed: false });

    const different = await publish(cast.author, card.id);
    expect(different).toMatchObject({ versionNumber: 1, peerReview: null });
    expect(await markOf(card.id)).toBeUndefined();

    await editTitle(cast.author, card.id, 1, "Reviewed title");
    expect(await client.read(cast.author, review)).toMatchObject({ isDraftReviewed: true });
    const reviewed = await publish(cast.admin, card.id);
    expect(reviewed).toMatchObject({ versionNumber: 2, peerReview: { versionNumber: 2, isLatest: true } });
    expect(await markOf(card.id)).toMatchObject({ reviewId: review.id, reviewerId: cast.reviewer.id });
    expect((await versionsOf(cast.author, card.id))[0]).toMatchObject({
      publishedBy: { userId: cast.admin.id },
      publishedAfterReviewBy: null,
    });
  });
});

describe("Publish when reviewed", () => {
  it("publishes the reviewed content on the author's behalf, the version naming the reviewer", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { content: { title: "Wind tunnels" } });
    const review = await client.claimed(cast, card.id, true);
    expect(review.publishWhenReviewed).toBe(true);
    await editTitle(cast.author, card.id, 0, "Wind tunnels, next draft");

    const done = await client.markReviewed(cast.reviewer, review);
    expect(done).toMatchObject({ status: "reviewed", versionNumber: 1, publishWhenReviewed: true });
    const [row] = await db.select().from(cards).where(eq(cards.id, card.id));
    expect(row).toMatchObject({ status: "published" });
    expect((row!.draft as { title: string }).title).toBe("Wind tunnels, next draft");
    expect(await markOf(card.id)).toMatchObject({
      reviewedVersionId: row!.publishedVersionId,
      reviewerId: cast.reviewer.id,
    });
    expect(await versionsOf(cast.member, card.id)).toMatchObject([
      {
        number: 1,
        title: "Wind tunnels",
        publishedBy: { userId: cast.author.id, name: "Ann Author" },
        publishedAfterReviewBy: { userId: cast.reviewer.id, name: "Rita Reviewer" },
      },
    ]);
    // The authors read the card's title as their draft has it.
    expect(await reviewedNotice(cast.author)).toEqual({
      title: "“Wind tunnels, next draft” is peer reviewed",
      body: "Rita Reviewer reviewed it: version 1 is published on your behalf with the Peer reviewed badge.",
      link: `/card/${card.id}`,
    });
  });

  it("is refused to an editor, who does not publish the card (403)", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const response = await call(cast.editor, "POST", `/Card/${card.id}/Review`, {
      publishWhenReviewed: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/only they can choose Publish when reviewed/);
    const bad = await call(cast.author, "POST", `/Card/${card.id}/Review`, { publishWhenReviewed: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: "publishWhenReviewed" });
  });

  it("is chosen again at each resubmission", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.claimed(cast, card.id, true);
    await client.update(cast.reviewer, review, { summary: "One more thing", decision: "updates_suggested" });
    const round2 = await client.submit(cast.author, card.id);
    expect(round2).toMatchObject({ round: 2, publishWhenReviewed: false });
    await client.markReviewed(cast.reviewer, round2);
    expect((await db.select().from(cards).where(eq(cards.id, card.id)))[0]).toMatchObject({
      status: "draft",
    });
  });

  it("publishes nothing when the submitter may no longer publish the card", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast);
    const review = await client.claim(cast.reviewer, await client.submit(cast.admin, card.id, "", true));
    await db.update(users).set({ role: "member" }).where(eq(users.id, cast.admin.id));
    const done = await client.markReviewed(cast.reviewer, review);
    expect(done.versionNumber).toBeNull();
    expect((await db.select().from(cards).where(eq(cards.id, card.id)))[0]).toMatchObject({
      status: "draft",
    });
  });
});
