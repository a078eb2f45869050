import { loadCardEngagement, presentEngagement } from "@keen/cards";
import type { PeerReviewBadge } from "@keen/contracts";
import { cardRecognitions, cards, type Database, type Executor } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import { forbidden, notFound } from "../../lib/errors";
import { isAdmin, type SignedInActor } from "../../lib/policy";

/** A card's marks as card views show them. */
export type CardRecognition = { peerReview: PeerReviewBadge | null; isExemplar: boolean };

/**
 * The peer-review badge and Exemplar mark of many cards, read the way card views read them (the
 * cards module's engagement query, one statement). Cards that do not exist are absent.
 */
export async function loadCardRecognitions(
  db: Executor,
  cardIds: string[],
): Promise<Map<string, CardRecognition>> {
  const engagement = await loadCardEngagement(db, [...new Set(cardIds)], null);
  return new Map(
    [...engagement].map(([cardId, row]) => {
      const { peerReview, isExemplar } = presentEngagement(row);
      return [cardId, { peerReview, isExemplar }];
    }),
  );
}

/**
 * `PUT` / `DELETE /Card/{cardId}/Exemplar`: admins mark a card Exemplar or take the mark away
 * (403 for anyone else, 404 for a card that does not exist or is deleted).
 */
export async function setCardExemplar(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  isExemplar: boolean,
): Promise<void> {
  if (!isAdmin(actor)) throw forbidden("Only admins mark cards as Exemplar.");
  const [card] = await db.select({ deletedAt: cards.deletedAt }).from(cards).where(eq(cards.id, cardId));
  if (!card || card.deletedAt) throw notFound("Card");
  const mark = isExemplar
    ? { exemplarAt: new Date(), exemplarBy: actor.userId }
    : { exemplarAt: null, exemplarBy: null };
  await db
    .insert(cardRecognitions)
    .values({ cardId, ...mark })
    .onConflictDoUpdate({
      target: cardRecognitions.cardId,
      set: isExemplar
        ? {
            exemplarAt: sql`coalesce(${cardRecognitions.exemplarAt}, now())`,
            exemplarBy: sql`coalesce(${cardRecognitions.exemplarBy}, ${actor.userId}::uuid)`,
          }
        : mark,
    });
}
