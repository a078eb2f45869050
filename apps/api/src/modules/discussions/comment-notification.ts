import type { CommentNotification } from "@keen/contracts";
import { cardDiscussionMutes, type Database, type Executor } from "@keen/db";
import { and, eq } from "drizzle-orm";
import type { SignedInActor } from "../../lib/policy";
import { loadDiscussionCard } from "./load-discussion-card";

async function isMuted(db: Executor, cardId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: cardDiscussionMutes.userId })
    .from(cardDiscussionMutes)
    .where(and(eq(cardDiscussionMutes.cardId, cardId), eq(cardDiscussionMutes.userId, userId)));
  return row !== undefined;
}

/** `GET /Card/{cardId}/CommentNotification`: whether the caller muted this card's discussion. */
export async function readCommentNotification(
  db: Database,
  actor: SignedInActor,
  cardId: string,
): Promise<CommentNotification> {
  await loadDiscussionCard(db, actor, cardId);
  return { muted: await isMuted(db, cardId, actor.userId) };
}

/** `PUT /Card/{cardId}/CommentNotification`: the caller mutes or unmutes the discussion (idempotent). */
export async function saveCommentNotification(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  input: CommentNotification,
): Promise<CommentNotification> {
  return db.transaction(async (tx) => {
    await loadDiscussionCard(tx, actor, cardId);
    if (input.muted) {
      await tx.insert(cardDiscussionMutes).values({ cardId, userId: actor.userId }).onConflictDoNothing();
    } else {
      await tx
        .delete(cardDiscussionMutes)
        .where(and(eq(cardDiscussionMutes.cardId, cardId), eq(cardDiscussionMutes.userId, actor.userId)));
    }
    return { muted: input.muted };
  });
}
