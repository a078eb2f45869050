import type { CardContent } from "@keen/contracts";
import { cards, type Executor } from "@keen/db";
import { eq } from "drizzle-orm";
import { normalizeContent } from "./card-content";

/**
 * A card's draft as the API answers it (completed with today's defaults) and its revision, or
 * null when there is no such card. What the collab server builds a new live document from and
 * applies to a live one after a REST save.
 */
export async function loadCardDraft(
  db: Executor,
  cardId: string,
): Promise<{ draft: CardContent; draftRevision: number } | null> {
  const [card] = await db
    .select({ draft: cards.draft, draftRevision: cards.draftRevision })
    .from(cards)
    .where(eq(cards.id, cardId));
  return card ? { draft: normalizeContent(card.draft), draftRevision: card.draftRevision } : null;
}
