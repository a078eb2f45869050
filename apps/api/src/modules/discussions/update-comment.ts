import type { Comment, CommentUpdateInput } from "@keen/contracts";
import { cardComments, type Database } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { findComment, findReplies } from "./comment-queries";
import { presentComment } from "./discussions.presenter";
import { loadAuthorizedComment } from "./load-comment";

/**
 * `PUT /Card/{cardId}/Comments/{commentId}`: the author changes the words of their comment (403
 * for anyone else, 404 once deleted). A changed body marks it edited; the same body changes nothing.
 */
export async function updateComment(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  commentId: string,
  input: CommentUpdateInput,
): Promise<Comment> {
  return db.transaction(async (tx) => {
    const { row, resource } = await loadAuthorizedComment(tx, actor, cardId, commentId, "edit");
    if (input.body !== row.body) {
      await tx
        .update(cardComments)
        .set({ body: input.body, editedAt: sql`now()` })
        .where(eq(cardComments.id, commentId));
    }
    const updated = await findComment(tx, cardId, commentId);
    const replies = row.parentId ? [] : ((await findReplies(tx, [commentId])).get(commentId) ?? []);
    return presentComment(updated!, replies, actor, resource.isOpen);
  });
}
