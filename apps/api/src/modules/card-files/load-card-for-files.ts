import { type CardAction, type LoadedCard, readCard } from "@keen/cards";
import type { CardVersionKind } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { Actor } from "../../lib/policy";

/** A card and which of its contents a files request is about (`versionId` null = the draft). */
export type FilesScope = { card: LoadedCard; cardType: CardVersionKind; versionId: string | null };

/**
 * Loads a card for a files route and authorises by the cards policy: reading the draft's files
 * needs `readDraft`, the published version's `readPublished` (404 when there is none); `action`
 * (e.g. `edit`) is checked on top. 401 anonymous, 404 when the card is not visible, 403 otherwise.
 */
export async function loadCardForFiles(
  db: Database,
  actor: Actor,
  cardId: string,
  cardType: CardVersionKind,
  action?: CardAction,
): Promise<FilesScope> {
  const { card, versionId } = await readCard(db, actor, cardId, { want: cardType, action });
  return { card, cardType, versionId };
}
