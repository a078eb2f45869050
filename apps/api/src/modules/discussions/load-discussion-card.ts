import { type LoadedCard, readCard } from "@keen/cards";
import type { Executor } from "@keen/db";
import type { Actor } from "../../lib/policy";

/**
 * Loads a card whose discussion the caller may read: one whose published version they may read
 * (by the cards policy). Unknown cards, drafts never published and cards hidden from the caller
 * answer 404, so drafts do not leak.
 */
export async function loadDiscussionCard(db: Executor, actor: Actor, cardId: string): Promise<LoadedCard> {
  const { card } = await readCard(db, actor, cardId, { want: "published" });
  return card;
}
