import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardAuthors, cardReviewRounds, cardReviews, cards, users } from "./schema";
import { seedDatabase } from "./seed";
import { demoReviewCardId } from "./seed-reviews";
import { useTestDatabase } from "./test-database";

const { db } = await useTestDatabase();

describe("seedDemoReview", () => {
  it("gives the demo reviewer one submitted review of the demo member's card, once", async () => {
    await seedDatabase(db, { isProduction: false });
    const [review] = await db.select().from(cardReviews).where(eq(cardReviews.cardId, demoReviewCardId));
    // Someone claims it; seeding again leaves it so.
    await db.update(cardReviews).set({ status: "under_review" }).where(eq(cardReviews.id, review!.id));
    await seedDatabase(db, { isProduction: false });

    const [member] = await db.select().from(users).where(eq(users.email, "member@example.com"));
    const [card] = await db.select().from(cards).where(eq(cards.id, demoReviewCardId));
    expect(card).toMatchObject({ status: "draft", createdBy: member!.id });
    const authors = await db.select().from(cardAuthors).where(eq(cardAuthors.cardId, demoReviewCardId));
    expect(authors.map((a) => a.userId)).toEqual([member!.id]);
    const reviews = await db.select().from(cardReviews).where(eq(cardReviews.cardId, demoReviewCardId));
    expect(reviews.map((r) => [r.status, r.submittedBy])).toEqual([["under_review", member!.id]]);
    const rounds = await db.select().from(cardReviewRounds).where(eq(cardReviewRounds.reviewId, review!.id));
    expect(rounds).toHaveLength(1);
    expect((rounds[0]!.content as { title: string }).title).toBe("Spaghetti Bridge Challenge");
    expect(review!.status).toBe("submitted");
  });
});
