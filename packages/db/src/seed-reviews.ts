import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { cardAuthors, cardReviewRounds, cardReviews, cards, cardTypes, users } from "./schema";
import { demoAccounts } from "./seed-data";

/** The demo card waiting for review: a fixed id, so seeding finds it on every start. */
export const demoReviewCardId = "00000000-0000-4000-8000-0000000000c1";

const paragraph = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});
const aspect = (elaboration: string) => ({ isSelected: true, elaboration });

/** The demo member's draft, as the review freezes it (CardContent). */
function demoCardContent(typeId: string) {
  return {
    typeId,
    title: "Spaghetti Bridge Challenge",
    summary: "Teams design, cost and test a spaghetti bridge, then pitch it to a client panel.",
    description: paragraph(
      "Students work in teams of four to design a bridge of spaghetti and glue that spans 50 cm, estimate its cost, test it to failure and pitch the design to a panel playing the client.",
    ),
    learningObjectives: paragraph(
      "Apply statics to a truss; estimate cost against a budget; communicate value to a client.",
    ),
    mindset: {
      curiosity: aspect("Teams question why earlier designs failed before they sketch their own."),
      connections: aspect("Statics, cost estimating and client needs meet in one design."),
      creatingValue: aspect("The pitch asks what the client gains for each dollar of the bridge."),
      indicators: [],
    },
    instructorTips: paragraph("Weigh the spaghetti in advance; a kitchen scale is enough."),
    resources: { folders: [] },
    attributes: {
      disciplineIds: [],
      courseLevel: "first-year",
      tags: ["statics", "design", "teamwork"],
      classSize: "any-size",
      timeRequired: "several-classes",
      license: "cc-by-nc-sa-4.0",
    },
    coverImageId: null,
  };
}

/**
 * Gives the demo reviewer something to do: the demo member's draft card, submitted for review
 * (round 1, waiting in the Submitted queue). Made once: on later starts the card and its review
 * are left as people have taken them since. Needs the demo accounts and card types.
 */
export async function seedDemoReview(db: Database): Promise<void> {
  const memberAccount = demoAccounts.find((account) => account.role === "member")!;
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.subject, memberAccount.id));
  const [type] = await db.select({ id: cardTypes.id }).from(cardTypes).where(eq(cardTypes.name, "Activity"));
  if (!member || !type) return;
  await db.transaction(async (tx) => {
    const content = demoCardContent(type.id);
    const inserted = await tx
      .insert(cards)
      .values({ id: demoReviewCardId, draft: content, createdBy: member.id })
      .onConflictDoNothing()
      .returning({ id: cards.id });
    if (inserted.length === 0) return;
    await tx.insert(cardAuthors).values({ cardId: demoReviewCardId, userId: member.id, position: 0 });
    const [review] = await tx
      .insert(cardReviews)
      .values({ cardId: demoReviewCardId, submittedBy: member.id })
      .returning({ id: cardReviews.id });
    await tx.insert(cardReviewRounds).values({
      reviewId: review!.id,
      number: 1,
      content,
      draftRevision: 0,
      note: "First time submitting: I would value comments on the assessment part most.",
      submittedBy: member.id,
    });
  });
}
