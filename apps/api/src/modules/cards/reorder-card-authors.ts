import { readCard } from "@keen/cards";
import type { CardAuthorReorderInput } from "@keen/contracts";
import { cardAuthors, type Database } from "@keen/db";
import { and, asc, eq } from "drizzle-orm";
import { validation } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";

/**
 * Puts the authors in the given order. `authorIds` must list every author entry exactly once
 * (400 otherwise), so a stale list can never drop or duplicate an author.
 */
export async function reorderCardAuthors(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  input: CardAuthorReorderInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await readCard(tx, actor, cardId, { action: "manageAuthors", forUpdate: true });
    const current = await tx
      .select({ id: cardAuthors.id })
      .from(cardAuthors)
      .where(eq(cardAuthors.cardId, cardId))
      .orderBy(asc(cardAuthors.position));
    const wanted = new Set(input.authorIds);
    const isPermutation =
      wanted.size === input.authorIds.length &&
      input.authorIds.length === current.length &&
      current.every((author) => wanted.has(author.id));
    if (!isPermutation) {
      throw validation("authorIds", `must list each of the card's ${current.length} authors exactly once`);
    }
    for (const [position, id] of input.authorIds.entries()) {
      await tx
        .update(cardAuthors)
        .set({ position })
        .where(and(eq(cardAuthors.id, id), eq(cardAuthors.cardId, cardId)));
    }
  });
}
