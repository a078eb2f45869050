import { memberName, readCard } from "@keen/cards";
import type { CardVersion } from "@keen/contracts";
import { cardVersions, type Database, users } from "@keen/db";
import { desc, eq } from "drizzle-orm";
import type { Actor } from "../../lib/policy";

/**
 * `GET /Card/{cardId}/Published`: the card's published versions, newest first, with date,
 * publisher and the authors at the time. Empty for a card never published; 404 for callers who
 * may not see the card.
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
    })
    .from(cardVersions)
    .leftJoin(users, eq(users.id, cardVersions.publishedBy))
    .where(eq(cardVersions.cardId, cardId))
    .orderBy(desc(cardVersions.number));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    title: row.title,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publisherId
      ? {
          userId: row.publisherId,
          name: memberName({ firstName: row.firstName ?? "", lastName: row.lastName ?? "" }),
        }
      : null,
    authors: row.authors,
    isLatest: row.id === card.publishedVersionId,
  }));
}
