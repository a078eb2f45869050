import type { Executor } from "@keen/db";
import { sql } from "drizzle-orm";

/**
 * The PostgreSQL channel told of every card whose co-editors may have lost access (payload: the
 * card id): an editor or author removed, the card deleted. The collab servers LISTEN on it beside
 * `card_draft_changed` and check that card's connections at once (decision 0039), instead of at
 * their next sweep.
 */
export const cardAccessChangedChannel = "card_access_changed";

/**
 * Tells the collab servers who may edit the card changed, in the caller's transaction: the notice
 * is delivered only if it commits, and after the change is visible to their policy check.
 */
export async function notifyCardAccessChanged(tx: Executor, cardId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${cardAccessChangedChannel}, ${cardId})`);
}

/** The payload of a notice about every card: the collab servers check every connection. */
export const everyCardsAccess = "*";

/**
 * Tells the collab servers a member's access to every card may have changed (a suspension, a
 * role change), in the caller's transaction: they check every connection at once.
 */
export async function notifyMemberAccessChanged(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${cardAccessChangedChannel}, ${everyCardsAccess})`);
}
