import type { Comment, CommentCreateSchema } from "@keen/contracts";
import { cardComments, type Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import type { z } from "zod";
import { forbidden, validation } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { assertWithinNewMemberLimit, type NewMemberLimits } from "../new-member-limits";
import { emitNotification } from "../notifications";
import { findComment, findDiscussionRecipients } from "./comment-queries";
import { commentPolicy, isDiscussionOpen } from "./discussions.policy";
import { presentComment, toCommentResource } from "./discussions.presenter";
import { loadDiscussionCard } from "./load-discussion-card";

/**
 * `POST /Card/{cardId}/Comments`: a member comments on a published card, or replies to one of its
 * visible top-level comments (else 400 naming `parentId`). In the same transaction the card's
 * authors and the discussion's participants who did not mute it are notified (`card_commented`).
 * 429 when a new member already posted their first day's comments (decision 0043).
 */
export async function createComment(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  cardId: string,
  input: z.output<typeof CommentCreateSchema>,
  options: { limits: NewMemberLimits },
): Promise<Comment> {
  return db.transaction(async (tx) => {
    const card = await loadDiscussionCard(tx, actor, cardId);
    if (!isDiscussionOpen(actor, card.resource)) {
      throw forbidden("Only a published card takes comments.");
    }
    if (input.parentId) {
      const parent = await findComment(tx, cardId, input.parentId);
      if (!parent || !commentPolicy.can(actor, "reply", toCommentResource(parent, true))) {
        throw validation("parentId", "must be a top-level comment of this card that is not deleted");
      }
    }
    await assertWithinNewMemberLimit(tx, actor, "comment", options.limits);
    const recipientIds = await findDiscussionRecipients(tx, cardId, card.resource.authorIds);
    const [inserted] = await tx
      .insert(cardComments)
      .values({ cardId, parentId: input.parentId, authorId: actor.userId, body: input.body })
      .returning({ id: cardComments.id });
    await emitNotification(jobs, tx, {
      type: "card_commented",
      actorId: actor.userId,
      recipientIds,
      cardId,
      commentId: inserted!.id,
    });
    const row = await findComment(tx, cardId, inserted!.id);
    return presentComment(row!, [], actor, true);
  });
}
