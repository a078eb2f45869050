import type { CardAbilities, CardStatus } from "@keen/contracts";
import { notFound } from "@keen/server-kit/errors";
import { type Actor, definePolicy, isAdmin, type SignedInActor } from "@keen/server-kit/policy";

/**
 * The SQL form of this policy's read rule, for queries over `cards` (kept in `@keen/db` so the
 * search service shares it): `publicCards` (what every member reads) and `visibleCards(reader)`.
 * cards.policy.test.ts checks they agree with `cardPolicy.can(actor, "read", …)` on real rows.
 */
export { type CardReader, publicCards, visibleCards } from "@keen/db";

/** What can be done to a card. */
export type CardAction =
  | "read"
  | "readDraft"
  | "readPublished"
  | "edit"
  | "publish"
  | "unpublish"
  | "delete"
  | "restore"
  | "manageAuthors"
  | "viewAnalytics"
  | "bookmark"
  | "giveFeedback"
  | "requestFeedback"
  | "viewFeedbackRequests"
  | "comment";

/** The facts about a card the rules need. */
export type CardResource = {
  status: CardStatus;
  isDeleted: boolean;
  hasPublishedVersion: boolean;
  /** Member ids of the card's member authors. */
  authorIds: readonly string[];
  /** Member ids of the card's editors. */
  editorIds: readonly string[];
  /** Members with an open feedback request on the card (neither answered nor withdrawn). */
  requesteeIds: readonly string[];
  /** Hidden by moderation (decision 0042): not public; its authors, editors and admins still read it. */
  isHidden: boolean;
};

const isAuthor = (actor: SignedInActor, card: CardResource) => card.authorIds.includes(actor.userId);
const isEditor = (actor: SignedInActor, card: CardResource) => card.editorIds.includes(actor.userId);
/** Authors and admins: publish, unpublish, delete, restore, manage authors and editors. */
const isOwner = (actor: SignedInActor, card: CardResource) => isAuthor(actor, card) || isAdmin(actor);
/** Authors, editors and admins: read the draft and edit it. */
const isCollaborator = (actor: SignedInActor, card: CardResource) =>
  isOwner(actor, card) || isEditor(actor, card);

const isRequestee = (actor: SignedInActor, card: CardResource) => card.requesteeIds.includes(actor.userId);
const isPublic = (card: CardResource) =>
  card.status === "published" && !card.isDeleted && card.hasPublishedVersion && !card.isHidden;

/** The draft as collaborators read it (and deleted cards, which only owners see). */
const readOwnDraft = (actor: SignedInActor, card: CardResource) =>
  card.isDeleted ? isOwner(actor, card) : isCollaborator(actor, card);
/** Members asked for feedback read the draft too (read-only) while their request is open. */
const readDraft = (actor: SignedInActor, card: CardResource) =>
  readOwnDraft(actor, card) || (!card.isDeleted && isRequestee(actor, card));
const readPublished = (actor: SignedInActor, card: CardResource) =>
  card.hasPublishedVersion && (isPublic(card) || readOwnDraft(actor, card));

/**
 * Who may do what with a card (ARCHITECTURE §4, the cards brief): any signed-in member reads a
 * published card; its draft belongs to authors, editors and admins; an unpublished card is seen
 * only by them too, a deleted one only by authors and admins. Authors, editors and admins edit;
 * authors and admins publish, unpublish, delete, restore and manage authors and editors.
 * A member with an open feedback request reads the draft (nothing more) until they answer or the
 * request is withdrawn. A card hidden by moderation is not public: only its authors, editors and
 * admins read it (decision 0042). Any member bookmarks and discusses a published card; members who are not
 * its authors or editors give feedback on it (on the draft only when asked); authors, editors
 * and admins ask for feedback. Anonymous visitors read published cards (nothing else; the API
 * answers 401, and a members-only library, `LIBRARY_ACCESS=members`, turns them away first).
 */
export const cardPolicy = definePolicy<CardAction, CardResource>(
  {
    read: (actor, card) => readPublished(actor, card) || readDraft(actor, card),
    readDraft,
    readPublished,
    edit: (actor, card) => !card.isDeleted && isCollaborator(actor, card),
    publish: (actor, card) => !card.isDeleted && isOwner(actor, card),
    unpublish: (actor, card) => !card.isDeleted && card.status === "published" && isOwner(actor, card),
    delete: (actor, card) => !card.isDeleted && isOwner(actor, card),
    restore: (actor, card) => card.isDeleted && isOwner(actor, card),
    manageAuthors: (actor, card) => !card.isDeleted && isOwner(actor, card),
    viewAnalytics: (actor, card) => isCollaborator(actor, card),
    bookmark: (_actor, card) => isPublic(card),
    giveFeedback: (actor, card) =>
      !card.isDeleted &&
      !isAuthor(actor, card) &&
      !isEditor(actor, card) &&
      (isPublic(card) || isRequestee(actor, card)),
    requestFeedback: (actor, card) => !card.isDeleted && isCollaborator(actor, card),
    viewFeedbackRequests: (actor, card) => readOwnDraft(actor, card),
    comment: (_actor, card) => isPublic(card),
  },
  {
    // Visitors read what the public reads (issue 25: the library is open); everything else needs sign-in.
    visitorRules: { read: isPublic, readPublished: isPublic },
  },
);

/**
 * Authorises an action on a card: 401 for anonymous callers, 404 when the caller may not even
 * see the card (so drafts and unpublished cards do not leak), 403 when they see it but may not
 * do this.
 */
export function authorizeCard(actor: Actor, action: CardAction, card: CardResource): void {
  if (actor && !cardPolicy.can(actor, "read", card)) throw notFound("Card");
  cardPolicy.authorize(actor, action, card);
}

/** The caller's abilities on a card, for the `abilities` of responses. */
export function cardAbilities(actor: Actor, card: CardResource): CardAbilities {
  const can = (action: CardAction) => cardPolicy.can(actor, action, card);
  return {
    edit: can("edit"),
    publish: can("publish"),
    unpublish: can("unpublish"),
    delete: can("delete"),
    restore: can("restore"),
    manageAuthors: can("manageAuthors"),
    viewAnalytics: can("viewAnalytics"),
    bookmark: can("bookmark"),
    giveFeedback: can("giveFeedback"),
    requestFeedback: can("requestFeedback"),
    comment: can("comment"),
  };
}
