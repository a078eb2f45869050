import type { ReviewSummary } from "@keen/contracts";
import { cardReviewRounds, cardReviews, cardTypes, disciplines, notifications } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildTestApp } from "../../test/factories";
import { releaseStaleClaimsJob } from "./index";
import { releaseStaleClaims } from "./release-stale-claims";
import { buildReviewCast, type ReviewCast, reviewsClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = reviewsClient(app, db);
const { call } = client;
const DAY = 24 * 60 * 60 * 1000;

let sequence = 0;
async function buildLookups() {
  sequence += 1;
  const suffix = `${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  const [civil, chemical] = await db
    .insert(disciplines)
    .values([{ name: `Civil ${suffix}` }, { name: `Chemical ${suffix}` }])
    .returning();
  const [activity, lecture] = await db
    .insert(cardTypes)
    .values([{ name: `Activity ${suffix}` }, { name: `Lecture ${suffix}` }])
    .returning();
  return { civil: civil!, chemical: chemical!, activity: activity!, lecture: lecture! };
}

/** A card of `typeId` in `disciplineIds`, submitted for review `daysAgo` days ago. */
async function submitted(cast: ReviewCast, typeId: string, disciplineIds: string[], daysAgo: number) {
  const card = await client.cardOf(cast, { content: { typeId, attributes: { disciplineIds } } });
  const review = await client.submit(cast.author, card.id);
  await db
    .update(cardReviewRounds)
    .set({ submittedAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(cardReviewRounds.reviewId, review.id));
  return review;
}

const idsIn = (items: ReviewSummary[], among: string[]) =>
  items.map((item) => item.id).filter((id) => among.includes(id));

describe("the reviewer queue's triage", () => {
  it("shows each review's disciplines, card type and round, filters by them, oldest or newest first", async () => {
    const cast = await buildReviewCast(db);
    const { civil, chemical, activity, lecture } = await buildLookups();
    const old = await submitted(cast, activity.id, [civil.id], 5);
    const mid = await submitted(cast, lecture.id, [civil.id, chemical.id], 3);
    const recent = await submitted(cast, activity.id, [chemical.id], 1);
    const mine = [old.id, mid.id, recent.id];
    const queue = async (query: string) => {
      const response = await call(cast.reviewer, "GET", `/Card/Review/Submitted?pageSize=50${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items as ReviewSummary[];
    };

    const all = await queue("");
    expect(idsIn(all, mine)).toEqual([old.id, mid.id, recent.id]);
    expect(all.find((item) => item.id === mid.id)).toMatchObject({
      round: 1,
      cardType: { id: lecture.id, name: lecture.name },
      disciplines: [
        { id: civil.id, name: civil.name },
        { id: chemical.id, name: chemical.name },
      ],
      releaseAt: null,
    });
    expect(idsIn(await queue("&sort=newest"), mine)).toEqual([recent.id, mid.id, old.id]);
    expect(idsIn(await queue(`&disciplineId=${civil.id}`), mine)).toEqual([old.id, mid.id]);
    expect(idsIn(await queue(`&typeId=${activity.id}`), mine)).toEqual([old.id, recent.id]);
    const both = await call(
      cast.reviewer,
      "GET",
      `/Card/Review/Submitted?disciplineId=${chemical.id}&typeId=${activity.id}&sort=newest`,
    );
    expect(both.json().items.map((item: ReviewSummary) => item.id)).toEqual([recent.id]);
    expect(both.json().total).toBe(1);
  });

  it("filters the claimed reviews too", async () => {
    const cast = await buildReviewCast(db);
    const { civil, chemical, activity } = await buildLookups();
    const civilReview = await submitted(cast, activity.id, [civil.id], 2);
    const chemicalReview = await submitted(cast, activity.id, [chemical.id], 2);
    await client.claim(cast.reviewer, civilReview);
    await client.claim(cast.reviewer, chemicalReview);
    const body = (await call(cast.admin, "GET", `/Card/Review/UnderReview?disciplineId=${civil.id}`)).json();
    expect(body.items.map((item: ReviewSummary) => item.id)).toEqual([civilReview.id]);
  });

  it("answers 400 naming the field for a bad filter or sort", async () => {
    const cast = await buildReviewCast(db);
    for (const [query, field] of [
      ["disciplineId=civil", "disciplineId"],
      ["typeId=1", "typeId"],
      ["sort=random", "sort"],
    ]) {
      const response = await call(cast.reviewer, "GET", `/Card/Review/Submitted?${query}`);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain(field);
    }
  });
});

describe("releasing claims left without scores", () => {
  /** A review claimed by the cast's reviewer, as if claimed `daysAgo` days before now. */
  async function claimedDaysAgo(cast: ReviewCast, daysAgo: number) {
    const card = await client.cardOf(cast);
    const review = await client.claimed(cast, card.id);
    const at = new Date(Date.now() - daysAgo * DAY);
    await db.update(cardReviews).set({ claimedAt: at }).where(eq(cardReviews.id, review.id));
    await db
      .update(cardReviewRounds)
      .set({ submittedAt: at })
      .where(eq(cardReviewRounds.reviewId, review.id));
    return review;
  }
  const stateOf = async (id: string) =>
    (await db.select().from(cardReviews).where(eq(cardReviews.id, id)))[0]!;
  /** The claim notices the reviewer has, once the notification jobs ran. */
  const noticesTo = async (userId: string) => {
    await app.jobs.runDue();
    const rows = await db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.recipientId, userId));
    return rows
      .map((row) => row.title)
      .filter((title) => /released tomorrow|back in the review queue/.test(title));
  };

  it("tells the reviewer on day 6, releases on day 7, once, and the queue shows it again", async () => {
    const cast = await buildReviewCast(db);
    const review = await claimedDaysAgo(cast, 0);
    const now = Date.now();
    const at = (days: number) => new Date(now + days * DAY);

    expect((await releaseStaleClaims(db, app.jobs, at(5.9))).reminded).not.toContain(review.id);
    expect((await stateOf(review.id)).claimRemindedAt).toBeNull();

    const sixth = await releaseStaleClaims(db, app.jobs, at(6.1));
    expect(sixth.reminded).toContain(review.id);
    expect(sixth.released).not.toContain(review.id);
    const again = await releaseStaleClaims(db, app.jobs, at(6.5));
    expect(again.reminded).not.toContain(review.id);
    expect(await noticesTo(cast.reviewer.id)).toEqual([expect.stringMatching(/is released tomorrow/)]);

    // A week after the claim, but less than a day after the reminder: not yet.
    expect((await releaseStaleClaims(db, app.jobs, at(7.0))).released).not.toContain(review.id);
    const released = await releaseStaleClaims(db, app.jobs, at(7.1));
    expect(released.released).toContain(review.id);
    expect(await stateOf(review.id)).toMatchObject({
      status: "submitted",
      reviewerId: null,
      claimedAt: null,
      claimRemindedAt: null,
    });
    const titles = await noticesTo(cast.reviewer.id);
    expect(titles).toHaveLength(2);
    expect(titles).toContainEqual(expect.stringMatching(/back in the review queue/));
    const queue = (await call(cast.otherReviewer, "GET", "/Card/Review/Submitted?pageSize=50")).json();
    expect(queue.items.map((item: ReviewSummary) => item.id)).toContain(review.id);
  });

  it("keeps a claim whose reviewer saved a score, and shows when an unscored one is released", async () => {
    const cast = await buildReviewCast(db);
    const scored = await claimedDaysAgo(cast, 8);
    const unscored = await claimedDaysAgo(cast, 2);
    await client.update(cast.reviewer, scored, { scores: { pedagogy: { level: "medium", comment: "" } } });
    const result = await releaseStaleClaims(db, app.jobs, new Date(Date.now() + 2 * DAY));
    expect(result.reminded).not.toContain(scored.id);
    expect((await stateOf(scored.id)).status).toBe("under_review");

    const detail = await client.read(cast.reviewer, unscored);
    const claimedAt = Date.parse(detail.claimedAt!);
    expect(Date.parse(detail.releaseAt!)).toBe(claimedAt + 7 * DAY);
    expect((await client.read(cast.reviewer, scored)).releaseAt).toBeNull();
  });

  it("runs as the hourly job, with its time given by `now`", async () => {
    const cast = await buildReviewCast(db);
    const review = await claimedDaysAgo(cast, 6.5);
    await app.jobs.send(releaseStaleClaimsJob, { now: new Date().toISOString() });
    await app.jobs.runDue();
    const reminded = (await stateOf(review.id)).claimRemindedAt;
    expect(reminded).not.toBeNull();
    await app.jobs.send(releaseStaleClaimsJob, { now: new Date(reminded!.getTime() + DAY).toISOString() });
    await app.jobs.runDue();
    expect((await stateOf(review.id)).status).toBe("submitted");
  });
});
