import { cardPolicy, loadCard } from "@keen/cards";
import type { BookmarkState } from "@keen/contracts";
import { cardBookmarks, cardStats, type Database, type Executor } from "@keen/db";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";

/**
 * Bookmarks a card for the caller or removes the bookmark; both are idempotent. Only cards the
 * caller may bookmark (published, not deleted) can be bookmarked: anything else answers 404, as
 * an unknown id does. A bookmark stays removable after the card is hidden.
 */
export async function setBookmark(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  isBookmarked: boolean,
): Promise<BookmarkState> {
  return db.transaction(async (tx) => {
    const card = await loadCard(tx, cardId);
    if (!card) throw notFound("Card");
    const mine = and(eq(cardBookmarks.cardId, cardId), eq(cardBookmarks.userId, actor.userId));
    if (isBookmarked) {
      if (!cardPolicy.can(actor, "bookmark", card.resource)) throw notFound("Card");
      await tx.insert(cardBookmarks).values({ cardId, userId: actor.userId }).onConflictDoNothing();
    } else {
      const removed = await tx.delete(cardBookmarks).where(mine).returning({ cardId: cardBookmarks.cardId });
      if (removed.length === 0 && !cardPolicy.can(actor, "read", card.resource)) throw notFound("Card");
    }
    return { cardId, isBookmarked, bookmarkCount: await countBookmarks(tx, cardId) };
  });
}

async function countBookmarks(db: Executor, cardId: string): Promise<number> {
  const [stats] = await db
    .select({ count: cardStats.bookmarkCount })
    .from(cardStats)
    .where(eq(cardStats.cardId, cardId));
  return stats?.count ?? 0;
}
