import { type CardResource, cardPolicy } from "@keen/cards";
import { type Actor, definePolicy, isAdmin, type SignedInActor } from "../../lib/policy";

/** What can be done to one comment of a card's discussion. */
export type CommentAction = "edit" | "delete" | "reply";

/** The facts about a comment (and its card) the rules need. */
export type CommentResource = {
  authorId: string | null;
  isTopLevel: boolean;
  /** Neither deleted by its author nor removed by a moderator. */
  isVisible: boolean;
  /** Whether the card's discussion takes new comments (see `isDiscussionOpen`). */
  isOpen: boolean;
};

/** Whether the caller may add comments to the card's discussion: the cards policy decides (`comment`). */
export function isDiscussionOpen(actor: Actor, card: CardResource): boolean {
  return cardPolicy.can(actor, "comment", card);
}

const isOwn = (actor: SignedInActor, comment: CommentResource) => comment.authorId === actor.userId;

/**
 * Who may do what with a comment: its author edits it while the discussion is open; its author
 * deletes it and an admin removes any; any member replies to a visible top-level comment of an
 * open discussion (one level of replies). Deleted and removed comments take nothing more.
 */
export const commentPolicy = definePolicy<CommentAction, CommentResource>({
  edit: (actor, comment) => comment.isVisible && comment.isOpen && isOwn(actor, comment),
  delete: (actor, comment) => comment.isVisible && (isOwn(actor, comment) || isAdmin(actor)),
  reply: (_actor, comment) => comment.isVisible && comment.isOpen && comment.isTopLevel,
});

/** The caller's abilities on a comment, for the `abilities` of responses. */
export function commentAbilities(actor: Actor, comment: CommentResource) {
  return {
    edit: commentPolicy.can(actor, "edit", comment),
    delete: commentPolicy.can(actor, "delete", comment),
    reply: commentPolicy.can(actor, "reply", comment),
  };
}
