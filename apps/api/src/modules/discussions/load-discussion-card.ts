import type { Executor } from "@keen/db";
import { notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { cardPolicy } from "../cards/cards.policy";
import { type LoadedCard, loadAuthorizedCard } from "../cards/load-card";

/**
 * Loads a card whose discussion the caller may read: one whose published version they may read
 * (by the cards policy). Unknown cards, drafts never published and cards hidden from the caller
 * answer 404, so drafts do not leak.
 */
export async function loadDiscussionCard(
  db: Executor,
  actor: SignedInActor,
  cardId: string,
): Promise<LoadedCard> {
  const card = await loadAuthorizedCard(db, actor, cardId, "read");
  if (!cardPolicy.can(actor, "readPublished", card.resource)) throw notFound("Card");
  return card;
}
