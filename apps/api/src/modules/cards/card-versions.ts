import { memberName, readCard } from "@keen/cards";
import type { CardVersion } from "@keen/contracts";
import { cardVersions, type Database, users } from "@keen/db";
import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "../../lib/policy";

const reviewer = alias(users, "after_review_by");

/** A member's id and name, or null when the account is gone. */
function memberRef(id: string | null, firstName: string | null, lastName: string | null) {
  return id
    ? { userId: id, name: memberName({ firstName: firstName ?? "", lastName: lastName ?? "" }) }
    : null;
}

/**
 * `GET /Card/{cardId}/Published`: the card's published versions, newest first, with date,
 * publisher (and the reviewer whose decision published it on their behalf) and the authors at
 * the time. Empty for a card never published; 404 for callers who may not see the card.
 */
export async function listCardVersions(db: Database, actor: Actor, cardId: string): Promise<CardVersion[]> {
  const { card, mayReadPublished } = await readCard(db, actor, cardId);
  if (!mayReadPublished) return [];
  const rows = await db
    .select({
      id: cardVersions.id,
      number: cardVersions.number,
      title: cardVersions.title,
      publishedAt: cardVersions.publishedAt,
      authors: cardVersions.authors,
      publisherId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      reviewerId: reviewer.id,
      reviewerFirstName: reviewer.firstName,
      reviewerLastName: reviewer.lastName,
    })
    .from(cardVersions)
    .leftJoin(users, eq(users.id, cardVersions.publishedBy))
    .leftJoin(reviewer, eq(reviewer.id, cardVersions.publishedAfterReviewBy))
    .where(eq(cardVersions.cardId, cardId))
    .orderBy(desc(cardVersions.number));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    title: row.title,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: memberRef(row.publisherId, row.firstName, row.lastName),
    publishedAfterReviewBy: memberRef(row.reviewerId, row.reviewerFirstName, row.reviewerLastName),
    authors: row.authors,
    isLatest: row.id === card.publishedVersionId,
  }));
}
