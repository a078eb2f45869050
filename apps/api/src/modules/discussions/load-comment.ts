import type { Transaction } from "@keen/db";
import { notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { findComment } from "./comment-queries";
import {
  type CommentAction,
  type CommentResource,
  commentPolicy,
  isDiscussionOpen,
} from "./discussions.policy";
import { type CommentRow, toCommentResource } from "./discussions.presenter";
import { loadDiscussionCard } from "./load-discussion-card";

/**
 * Loads a comment that is not deleted, of a card whose discussion the caller reads (else 404),
 * and authorises the action on it (403).
 */
export async function loadAuthorizedComment(
  tx: Transaction,
  actor: SignedInActor,
  cardId: string,
  commentId: string,
  action: CommentAction,
): Promise<{ row: CommentRow; resource: CommentResource }> {
  const card = await loadDiscussionCard(tx, actor, cardId);
  const row = await findComment(tx, cardId, commentId);
  if (!row || row.deletedAt) throw notFound("Comment");
  const resource = toCommentResource(row, isDiscussionOpen(actor, card.resource));
  commentPolicy.authorize(actor, action, resource);
  return { row, resource };
}
