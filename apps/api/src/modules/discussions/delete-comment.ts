import { cardComments, type Database } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { recordAdminAction } from "../audit";
import { loadAuthorizedComment } from "./load-comment";

/**
 * `DELETE /Card/{cardId}/Comments/{commentId}`: its author deletes a comment (state `deleted`);
 * an admin removes someone else's (state `removed`, with who removed it; audited). Anyone else gets 403;
 * a comment already gone 404. The row stays, so its replies keep their place.
 */
export async function deleteComment(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  commentId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { row } = await loadAuthorizedComment(tx, actor, cardId, commentId, "delete");
    const isRemoval = row.authorId !== actor.userId;
    await tx
      .update(cardComments)
      .set({ deletedAt: sql`now()`, removedBy: isRemoval ? actor.userId : null })
      .where(eq(cardComments.id, commentId));
    if (isRemoval) {
      const excerpt = row.body.length > 80 ? `${row.body.slice(0, 79)}…` : row.body;
      await recordAdminAction(tx, {
        actorId: actor.userId,
        action: "comment.removed",
        targetType: "comment",
        targetId: commentId,
        targetLabel: `“${excerpt}”`,
        details: { cardId, authorId: row.authorId },
      });
    }
  });
}
