import { notifyCardAccessChanged, readCard } from "@keen/cards";
import { cardAuthors, type Database } from "@keen/db";
import { and, eq, or } from "drizzle-orm";
import { conflict, notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";

/**
 * Removes an author, given a member's id or an author entry id (for external co-authors). A
 * card always keeps at least one member author: removing the last one answers 409. A live
 * session of a removed member ends at once.
 */
export async function removeCardAuthor(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  userOrAuthorId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { card } = await readCard(tx, actor, cardId, { action: "manageAuthors", forUpdate: true });
    const [author] = await tx
      .select()
      .from(cardAuthors)
      .where(
        and(
          eq(cardAuthors.cardId, cardId),
          or(eq(cardAuthors.userId, userOrAuthorId), eq(cardAuthors.id, userOrAuthorId)),
        ),
      );
    if (!author) throw notFound("Author");
    if (author.userId && card.resource.authorIds.length <= 1) {
      throw conflict(
        "A card needs at least one member author. Add another member as an author before removing this one.",
      );
    }
    await tx.delete(cardAuthors).where(eq(cardAuthors.id, author.id));
    if (author.userId) await notifyCardAccessChanged(tx, cardId);
  });
}
