import type { PeerReviewBadge } from "@keen/contracts";
import { cardRecognitions, cards, cardVersions, type Database, users } from "@keen/db";
import { eq, inArray, sql } from "drizzle-orm";
import { forbidden, notFound } from "../../lib/errors";
import { isAdmin, type SignedInActor } from "../../lib/policy";
import { memberName } from "../cards/card-people";
import type { Executor } from "../cards/load-card";

/** A card's marks as card views show them. */
export type CardRecognition = { peerReview: PeerReviewBadge | null; isExemplar: boolean };

/**
 * The peer-review badge and Exemplar mark of many cards in one query, for card views (detail,
 * tiles, lists). Cards without a row are absent: read them as `{ peerReview: null, isExemplar:
 * false }`. The badge's `isLatest` says whether the reviewed version is the card's published one
 * ("Peer reviewed"), else the web app says "reviewed version N".
 */
export async function loadCardRecognitions(
  db: Executor,
  cardIds: string[],
): Promise<Map<string, CardRecognition>> {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .select({
      cardId: cardRecognitions.cardId,
      versionId: cardRecognitions.reviewedVersionId,
      versionNumber: cardVersions.number,
      reviewedAt: cardRecognitions.reviewedAt,
      reviewerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      publishedVersionId: cards.publishedVersionId,
      isExemplar: sql<boolean>`${cardRecognitions.exemplarAt} is not null`,
    })
    .from(cardRecognitions)
    .innerJoin(cards, eq(cards.id, cardRecognitions.cardId))
    .leftJoin(cardVersions, eq(cardVersions.id, cardRecognitions.reviewedVersionId))
    .leftJoin(users, eq(users.id, cardRecognitions.reviewerId))
    .where(inArray(cardRecognitions.cardId, [...new Set(cardIds)]));
  return new Map(
    rows.map((row) => [
      row.cardId,
      {
        isExemplar: row.isExemplar,
        peerReview:
          row.versionNumber !== null && row.reviewedAt
            ? {
                versionNumber: row.versionNumber,
                reviewedAt: row.reviewedAt.toISOString(),
                reviewer: row.reviewerId
                  ? {
                      userId: row.reviewerId,
                      name: memberName({ firstName: row.firstName ?? "", lastName: row.lastName ?? "" }),
                    }
                  : null,
                isLatest: row.versionId === row.publishedVersionId,
              }
            : null,
      },
    ]),
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
