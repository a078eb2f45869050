import { readCard } from "@keen/cards";
import type { FeedbackRequest, FeedbackRequestForMe } from "@keen/contracts";
import { cardFeedbackRequests, cards, type Database } from "@keen/db";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { conflict, notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { feedbackRequestStatus, presentFeedbackRequest } from "./feedback.presenter";
import { selectFeedbackRequests } from "./feedback-queries";

/** `GET /Card/{cardId}/FeedbackRequests` (authors, editors, admins): every request, newest first. */
export async function listFeedbackRequests(
  db: Database,
  actor: SignedInActor,
  cardId: string,
): Promise<FeedbackRequest[]> {
  await readCard(db, actor, cardId, { action: "viewFeedbackRequests" });
  const rows = await selectFeedbackRequests(db)
    .where(eq(cardFeedbackRequests.cardId, cardId))
    .orderBy(desc(cardFeedbackRequests.createdAt), desc(cardFeedbackRequests.id));
  return rows.map(presentFeedbackRequest);
}

/**
 * `DELETE /Card/{cardId}/FeedbackRequests/{requestId}`: withdraws an open request, ending the
 * member's view of the draft. Withdrawing again answers the same; an answered request cannot be
 * withdrawn (409); 404 for a request of another card.
 */
export async function withdrawFeedbackRequest(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  requestId: string,
): Promise<FeedbackRequest> {
  return db.transaction(async (tx) => {
    await readCard(tx, actor, cardId, { action: "requestFeedback" });
    const ofCard = and(eq(cardFeedbackRequests.id, requestId), eq(cardFeedbackRequests.cardId, cardId));
    await tx
      .update(cardFeedbackRequests)
      .set({ withdrawnAt: sql`now()` })
      .where(and(ofCard, isNull(cardFeedbackRequests.answeredAt), isNull(cardFeedbackRequests.withdrawnAt)));
    const [row] = await selectFeedbackRequests(tx).where(ofCard);
    if (!row) throw notFound("Feedback request");
    if (feedbackRequestStatus(row) === "answered")
      throw conflict("The member has already answered this request.");
    return presentFeedbackRequest(row);
  });
}

/** `GET /Card/FeedbackRequests/Mine`: the open requests made of the caller (cards not deleted), newest first. */
export async function listMyFeedbackRequests(
  db: Database,
  actor: SignedInActor,
): Promise<FeedbackRequestForMe[]> {
  const rows = await selectFeedbackRequests(db)
    .where(
      and(
        eq(cardFeedbackRequests.requesteeId, actor.userId),
        isNull(cardFeedbackRequests.answeredAt),
        isNull(cardFeedbackRequests.withdrawnAt),
        isNull(cards.deletedAt),
      ),
    )
    .orderBy(desc(cardFeedbackRequests.createdAt), desc(cardFeedbackRequests.id));
  return rows.map((row) => ({ ...presentFeedbackRequest(row), cardTitle: row.cardTitle }));
}
