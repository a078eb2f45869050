import type { CardResource } from "@keen/cards";
import { cardPolicy } from "@keen/cards";
import type { ReviewAbilities, ReviewStatus } from "@keen/contracts";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { type Actor, definePolicy, isAdmin, type SignedInActor } from "../../lib/policy";

/** What can be done with a card's review. */
export type ReviewAction =
  | "read"
  | "readNotes"
  | "readOpenScores"
  | "withdraw"
  | "resubmit"
  | "claim"
  | "unassign"
  | "score"
  | "addNote";

/** The facts about a review the rules need: its state, its reviewer and its card's people. */
export type ReviewResource = {
  status: ReviewStatus;
  reviewerId: string | null;
  card: CardResource;
};

/** Platform reviewers and admins: the people who review cards. */
export const isReviewerRole = (actor: Actor): boolean => actor?.role === "reviewer" || isAdmin(actor);

const isCardAuthor = (actor: SignedInActor, card: CardResource) =>
  card.authorIds.includes(actor.userId) || card.editorIds.includes(actor.userId);
/** Authors and editors of the card, and admins: the side that submits. */
const isSubmitter = (actor: SignedInActor, review: ReviewResource) =>
  isCardAuthor(actor, review.card) || isAdmin(actor);
const isClaimer = (actor: SignedInActor, review: ReviewResource) => review.reviewerId === actor.userId;
/** The claiming reviewer, or an admin, and never an author or editor of the card. */
const isActingReviewer = (actor: SignedInActor, review: ReviewResource) =>
  !isCardAuthor(actor, review.card) && (isClaimer(actor, review) || isAdmin(actor));

/**
 * Who may do what with a review (ARCHITECTURE §4 Review, issue 10): authors, editors, reviewers
 * and admins read a card's reviews; the Author Notes belong to the authors and editors, the
 * claiming reviewer and admins. Authors, editors and admins withdraw a review until it is claimed
 * and resubmit it when updates were suggested. Reviewers and admins who are not authors or
 * editors of the card claim a submitted review; admins unassign a claimed one. The claiming
 * reviewer (or an admin) scores and decides while it is under review. Scores of an undecided
 * round are for reviewers and admins only. Nothing happens on a deleted card but reading.
 */
export const reviewPolicy = definePolicy<ReviewAction, ReviewResource>({
  read: (actor, review) => isSubmitter(actor, review) || isReviewerRole(actor),
  readNotes: (actor, review) => isSubmitter(actor, review) || isClaimer(actor, review),
  readOpenScores: (actor, review) => isReviewerRole(actor) && !isCardAuthor(actor, review.card),
  withdraw: (actor, review) =>
    !review.card.isDeleted && review.status === "submitted" && isSubmitter(actor, review),
  resubmit: (actor, review) =>
    !review.card.isDeleted && review.status === "updates_suggested" && isSubmitter(actor, review),
  claim: (actor, review) =>
    !review.card.isDeleted &&
    review.status === "submitted" &&
    isReviewerRole(actor) &&
    !isCardAuthor(actor, review.card),
  unassign: (actor, review) => review.status === "under_review" && isAdmin(actor),
  score: (actor, review) =>
    !review.card.isDeleted && review.status === "under_review" && isActingReviewer(actor, review),
  addNote: (actor, review) =>
    !review.card.isDeleted &&
    review.status !== "withdrawn" &&
    (isSubmitter(actor, review) || isClaimer(actor, review)),
});

const stateWords: Record<ReviewStatus, string> = {
  submitted: "is waiting for a reviewer",
  under_review: "is under review",
  updates_suggested: "is back with its authors for updates",
  reviewed: "is finished",
  withdrawn: "was withdrawn",
};

/** Who may do an action at all (whatever the state): the refusal when they may not. */
const roleRefusals: Partial<
  Record<ReviewAction, (actor: SignedInActor, review: ReviewResource) => string | null>
> = {
  readNotes: (actor, review) =>
    isSubmitter(actor, review) || isClaimer(actor, review)
      ? null
      : "Author Notes are between the card's authors and editors, its reviewer and admins.",
  withdraw: (actor, review) =>
    isSubmitter(actor, review) ? null : "Only the card's authors, editors and admins can withdraw a review.",
  resubmit: (actor, review) =>
    isSubmitter(actor, review) ? null : "Only the card's authors, editors and admins can resubmit.",
  claim: (actor, review) =>
    !isReviewerRole(actor)
      ? "Only reviewers and admins can claim a review."
      : isCardAuthor(actor, review.card)
        ? "Authors cannot review their own card."
        : null,
  unassign: (actor) => (isAdmin(actor) ? null : "Only admins can unassign a reviewer."),
  score: (actor, review) =>
    isCardAuthor(actor, review.card)
      ? "Authors cannot review their own card."
      : isActingReviewer(actor, review) || (review.status === "submitted" && isReviewerRole(actor))
        ? null
        : "Only the reviewer who claimed this review can score it.",
  addNote: (actor, review) =>
    isSubmitter(actor, review) || isClaimer(actor, review)
      ? null
      : "Only the card's authors and editors, its reviewer and admins write Author Notes.",
};

/**
 * Authorises an action on a review: 404 when the caller may not read the card's reviews and
 * cannot see the card either (drafts do not leak), 403 with the reason when they may not do this
 * as who they are, 409 with the review's state when they could but not now.
 */
export function authorizeReview(actor: SignedInActor, action: ReviewAction, review: ReviewResource): void {
  if (!reviewPolicy.can(actor, "read", review)) {
    if (!cardPolicy.can(actor, "read", review.card)) throw notFound("Card");
    throw forbidden("Only the card's authors and editors, reviewers and admins see its reviews.");
  }
  if (reviewPolicy.can(actor, action, review)) return;
  const refusal = roleRefusals[action]?.(actor, review);
  if (refusal !== undefined && refusal !== null) throw forbidden(refusal);
  if (refusal === undefined) throw forbidden();
  if (review.card.isDeleted) throw conflict("The card was deleted; restore it first.");
  throw conflict(`This review ${stateWords[review.status]}, so it cannot be ${doneWords[action]} now.`);
}

const doneWords: Record<ReviewAction, string> = {
  read: "read",
  readNotes: "read",
  readOpenScores: "read",
  withdraw: "withdrawn",
  resubmit: "resubmitted",
  claim: "claimed",
  unassign: "unassigned",
  score: "scored or decided",
  addNote: "answered in Author Notes",
};

/** The caller's abilities on a review, for `ReviewDetail.abilities`. */
export function reviewAbilities(actor: Actor, review: ReviewResource): ReviewAbilities {
  const can = (action: ReviewAction) => reviewPolicy.can(actor, action, review);
  return {
    claim: can("claim"),
    unassign: can("unassign"),
    score: can("score"),
    decide: can("score"),
    withdraw: can("withdraw"),
    resubmit: can("resubmit"),
    addNote: can("addNote"),
  };
}
