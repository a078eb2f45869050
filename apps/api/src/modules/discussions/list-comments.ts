import type { CommentList, CommentListQuery } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { Actor } from "../../lib/policy";
import { countVisibleComments, findReplies, findTopLevelComments } from "./comment-queries";
import { isDiscussionOpen } from "./discussions.policy";
import { presentComment } from "./discussions.presenter";
import { loadDiscussionCard } from "./load-discussion-card";

/**
 * `GET /Card/{cardId}/Comments`: a page of the card's top-level comments, newest first, each with
 * its visible replies oldest first. Deleted and removed comments are listed only while they have
 * visible replies (as placeholders); the count is the card's visible comments and replies.
 */
export async function listComments(
  db: Database,
  actor: Actor,
  cardId: string,
  query: CommentListQuery,
): Promise<CommentList> {
  const card = await loadDiscussionCard(db, actor, cardId);
  const isOpen = isDiscussionOpen(actor, card.resource);
  const { rows, total } = await findTopLevelComments(db, cardId, query);
  const [replies, commentCount] = await Promise.all([
    findReplies(
      db,
      rows.map((row) => row.id),
    ),
    countVisibleComments(db, cardId),
  ]);
  return {
    items: rows.map((row) => presentComment(row, replies.get(row.id) ?? [], actor, isOpen)),
    total,
    commentCount,
    page: query.page,
    pageSize: query.pageSize,
    canComment: isOpen,
  };
}
