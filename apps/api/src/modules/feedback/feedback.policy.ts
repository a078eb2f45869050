import { type CardResource, cardPolicy } from "@keen/cards";
import { forbidden } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";

/**
 * Authorises giving feedback on a card the actor may read, on the cards policy's
 * `giveFeedback` rule, saying why not: authors and editors never rate their own card; others
 * give feedback on published cards, or on the draft while an author's request to them is open.
 */
export function authorizeGiveFeedback(actor: SignedInActor, card: CardResource): void {
  if (cardPolicy.can(actor, "giveFeedback", card)) return;
  if (card.authorIds.includes(actor.userId) || card.editorIds.includes(actor.userId)) {
    throw forbidden("Authors cannot rate their own card.");
  }
  throw forbidden("Feedback is for published cards, or for a draft its authors asked you about.");
}
