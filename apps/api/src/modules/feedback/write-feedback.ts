import { type CardRead, loadCard, readCard } from "@keen/cards";
import type { Feedback, FeedbackWrite } from "@keen/contracts";
import { cardFeedback, cardFeedbackRequests, cardVersions, type Database, type Executor } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { and, eq, isNull, sql } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { emitNotification } from "../notifications";
import { authorizeGiveFeedback } from "./feedback.policy";
import { presentFeedback } from "./feedback.presenter";
import { selectFeedback } from "./feedback-queries";

/**
 * `PUT /Card/{cardId}/Feedback`: creates or replaces the caller's one feedback on the card. It
 * records the latest published version the caller sees (null when they gave it on the draft),
 * answers the caller's open feedback request on the card, and tells the card's member authors.
 */
export async function saveFeedback(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  cardId: string,
  input: FeedbackWrite,
): Promise<Feedback> {
  return db.transaction(async (tx) => {
    const read = await readCard(tx, actor, cardId);
    authorizeGiveFeedback(actor, read.card.resource);
    const values = { ...input, versionNumber: await shownVersionNumber(tx, read) };
    const [saved] = await tx
      .insert(cardFeedback)
      .values({ cardId, userId: actor.userId, ...values })
      .onConflictDoUpdate({
        target: [cardFeedback.cardId, cardFeedback.userId],
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning({ id: cardFeedback.id });
    await tx
      .update(cardFeedbackRequests)
      .set({ answeredAt: sql`now()` })
      .where(
        and(
          eq(cardFeedbackRequests.cardId, cardId),
          eq(cardFeedbackRequests.requesteeId, actor.userId),
          isNull(cardFeedbackRequests.answeredAt),
          isNull(cardFeedbackRequests.withdrawnAt),
        ),
      );
    await emitNotification(jobs, tx, {
      type: "card_feedback",
      actorId: actor.userId,
      recipientIds: [...read.card.resource.authorIds],
      cardId,
      feedbackId: saved!.id,
    });
    const [row] = await selectFeedback(tx).where(eq(cardFeedback.id, saved!.id));
    return presentFeedback(row!);
  });
}

/** The number of the published version the caller reads, or null when they read the draft. */
async function shownVersionNumber(db: Executor, { versionId }: CardRead) {
  if (!versionId) return null;
  const [version] = await db
    .select({ number: cardVersions.number })
    .from(cardVersions)
    .where(eq(cardVersions.id, versionId));
  return version?.number ?? null;
}

/**
 * `DELETE /Card/{cardId}/Feedback`: removes the caller's feedback (404 when they have none, or
 * the card is unknown). It stays removable after the card is hidden.
 */
export async function deleteFeedback(db: Database, actor: SignedInActor, cardId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await loadCard(tx, cardId))) throw notFound("Card");
    const removed = await tx
      .delete(cardFeedback)
      .where(and(eq(cardFeedback.cardId, cardId), eq(cardFeedback.userId, actor.userId)))
      .returning({ id: cardFeedback.id });
    if (removed.length === 0) throw notFound("Feedback");
  });
}
