import type { CardVersionKind } from "@keen/contracts";
import type { Executor } from "@keen/db";
import { badRequest, notFound } from "@keen/server-kit/errors";
import type { Actor } from "@keen/server-kit/policy";
import { authorizeCard, type CardAction, type CardResource, cardPolicy } from "./card-policy";
import { type CardView, type LoadedCard, loadCard, loadCardView, toCardResource } from "./load-card";

/**
 * Which content of a card a reader wants: `current` is what a card's page shows (the published
 * version when they may read it, else the draft); `published` and `draft` are exactly that one
 * (a card's discussion, citations and published files are about the published version; the
 * editor and the draft's files about the draft).
 */
export type CardWant = "current" | CardVersionKind;

/** What a reader may read of a card: its draft, its published version. */
export type CardReadRights = { mayReadDraft: boolean; mayReadPublished: boolean };

/**
 * What `actor` may read of a card — the one answer every reader of cards uses, from the cards
 * policy's `readDraft` and `readPublished` rules (lists, which read many rows, ask it per row).
 */
export function cardReadRights(actor: Actor, card: CardResource): CardReadRights {
  return {
    mayReadDraft: cardPolicy.can(actor, "readDraft", card),
    mayReadPublished: cardPolicy.can(actor, "readPublished", card),
  };
}

/** The facts of a card the read decision needs. */
export type ReadableCard = { resource: CardResource; publishedVersionId: string | null };

/** A read decided: which content is shown, and what else the reader may read. */
export type CardReadDecision = CardReadRights & {
  shown: CardVersionKind;
  /** The published version shown (the latest), or null when the draft is shown. */
  versionId: string | null;
};

export type ReadCardOptions = {
  /** Which content (default `current`). */
  want?: CardWant;
  /** A published version by number: goes with `current` or `published`, never with `draft`. */
  number?: number;
  /** An action authorised on top of reading (`edit`, `giveFeedback`…): 403 when not allowed. */
  action?: CardAction;
  /** Lock the card's row until the transaction ends (saves and publishes of one card queue). */
  forUpdate?: boolean;
};

/**
 * Decides, once, whether `actor` may read this card and which content they read:
 * - 401 for anonymous callers, 404 when they may not see the card at all (drafts do not leak);
 * - 400 for a version number with `want: "draft"`;
 * - `draft`: 403 when they see the card but may not read its draft;
 * - `published` (or a number): 404 when there is no published version they may read;
 * - `current`: the published version when they may read it, else the draft;
 * - `action`, when given, is authorised on top (403).
 */
export function decideCardRead(
  actor: Actor,
  card: ReadableCard,
  options: Pick<ReadCardOptions, "want" | "number" | "action"> = {},
): CardReadDecision {
  const { want = "current", number, action } = options;
  authorizeCard(actor, "read", card.resource);
  if (number !== undefined && want === "draft") {
    throw badRequest("A version number goes with the published card, not the draft.", [
      { field: "number", message: "must not go with version=draft" },
    ]);
  }
  const rights = cardReadRights(actor, card.resource);
  const shown: CardVersionKind =
    want === "current" ? (number !== undefined || rights.mayReadPublished ? "published" : "draft") : want;
  if (shown === "draft") authorizeCard(actor, "readDraft", card.resource);
  else if (!card.publishedVersionId || !rights.mayReadPublished) throw notFound("Published version");
  if (action) authorizeCard(actor, action, card.resource);
  return { ...rights, shown, versionId: shown === "published" ? card.publishedVersionId : null };
}

/** A card as one reader may read it: the loaded card and the read decided for them. */
export type CardRead<Card extends LoadedCard = LoadedCard> = CardReadDecision & { card: Card };

/** The read rule's answer for a card that does not exist: 401 for anonymous callers, else 404. */
function missing(actor: Actor): never {
  const nobodys = toCardResource({ status: "draft", deletedAt: null, publishedVersionId: null }, [], []);
  if (!actor) authorizeCard(actor, "read", nobodys);
  throw notFound("Card");
}

/**
 * Reads a card for `actor`: loads its row and policy facts and decides the read once
 * (`decideCardRead`). Every route and service that reads one card goes through here (or
 * `readCardView`), so who may read what is decided in one place.
 */
export async function readCard(
  db: Executor,
  actor: Actor,
  cardId: string,
  options: ReadCardOptions = {},
): Promise<CardRead> {
  const card = await loadCard(db, cardId, { forUpdate: options.forUpdate });
  if (!card) missing(actor);
  return { ...decideCardRead(actor, card, options), card };
}

/**
 * `readCard` with everything a card's page shows, read in one statement (`loadCardView`): the
 * version asked for by number, people, files and the reader's engagement. A number that does
 * not exist is 404.
 */
export async function readCardView(
  db: Executor,
  actor: Actor,
  cardId: string,
  options: ReadCardOptions = {},
): Promise<CardRead<CardView>> {
  const card = await loadCardView(db, cardId, {
    viewerId: actor?.userId ?? null,
    versionNumber: options.number,
    forUpdate: options.forUpdate,
  });
  if (!card) missing(actor);
  const decision = decideCardRead(actor, card, options);
  if (options.number !== undefined && !card.requested) throw notFound("Version");
  return { ...decision, card };
}
