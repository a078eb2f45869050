import { validateContentPatch } from "@keen/cards";
import { applyPatch, type CardCreateInput, emptyCardContent, unitsOfPatch } from "@keen/contracts";
import { cardAuthors, cards, type Database } from "@keen/db";
import type { SignedInActor } from "../../lib/policy";

/**
 * Creates a draft card from the optional initial content, with the caller as its first (member)
 * author, in one transaction. Returns the new card's id.
 */
export async function createCard(
  db: Database,
  actor: SignedInActor,
  input: CardCreateInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const patch = await validateContentPatch(tx, null, input);
    const at = new Date().toISOString();
    const fieldRevisions = Object.fromEntries(
      unitsOfPatch(patch).map((path) => [path, { revision: 0, userId: actor.userId, at }]),
    );
    const [card] = await tx
      .insert(cards)
      .values({ draft: applyPatch(emptyCardContent(), patch), fieldRevisions, createdBy: actor.userId })
      .returning({ id: cards.id });
    await tx.insert(cardAuthors).values({ cardId: card!.id, userId: actor.userId, position: 0 });
    return card!.id;
  });
}
