import {
  cardComments,
  cardDiscussionMutes,
  cardStats,
  type Database,
  type Executor,
  profilePictures,
  users,
} from "@keen/db";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { isHiddenByModeration } from "../reports";
import { memberBriefColumns } from "../users";
import type { CommentRow } from "./discussions.presenter";

const columns = {
  id: cardComments.id,
  parentId: cardComments.parentId,
  authorId: cardComments.authorId,
  body: cardComments.body,
  createdAt: cardComments.createdAt,
  editedAt: cardComments.editedAt,
  deletedAt: cardComments.deletedAt,
  removedBy: cardComments.removedBy,
  isHidden: isHiddenByModeration("comment", cardComments.id),
  author: memberBriefColumns(),
};

function selectComments(db: Executor) {
  return db
    .select(columns)
    .from(cardComments)
    .leftJoin(users, eq(users.id, cardComments.authorId))
    .leftJoin(profilePictures, eq(profilePictures.userId, cardComments.authorId));
}

/** A deleted or removed top-level comment is listed only while a visible reply hangs under it. */
const isListedTopLevel = (cardId: string) =>
  and(
    eq(cardComments.cardId, cardId),
    isNull(cardComments.parentId),
    or(
      isNull(cardComments.deletedAt),
      sql`exists (select 1 from ${cardComments} as r where r.parent_id = ${cardComments.id} and r.deleted_at is null)`,
    ),
  );

/** One page of a card's listed top-level comments, newest first, and how many there are (on the pool: two queries at once). */
export async function findTopLevelComments(
  db: Database,
  cardId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: CommentRow[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    selectComments(db)
      .where(isListedTopLevel(cardId))
      .orderBy(desc(cardComments.createdAt), desc(cardComments.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(cardComments).where(isListedTopLevel(cardId)),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

/** The visible replies to the given comments, oldest first, grouped by parent. */
export async function findReplies(db: Executor, parentIds: string[]): Promise<Map<string, CommentRow[]>> {
  const byParent = new Map<string, CommentRow[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return byParent;
  const rows = await selectComments(db)
    .where(and(inArray(cardComments.parentId, parentIds), isNull(cardComments.deletedAt)))
    .orderBy(asc(cardComments.createdAt), asc(cardComments.id));
  for (const row of rows) byParent.get(row.parentId!)?.push(row);
  return byParent;
}

/** One comment of a card (deleted or not), or null. */
export async function findComment(
  db: Executor,
  cardId: string,
  commentId: string,
): Promise<CommentRow | null> {
  const [row] = await selectComments(db).where(
    and(eq(cardComments.cardId, cardId), eq(cardComments.id, commentId)),
  );
  return row ?? null;
}

/** Visible comments and replies of a card, as the database keeps them in `card_stats`. */
export async function countVisibleComments(db: Executor, cardId: string): Promise<number> {
  const [row] = await db
    .select({ n: cardStats.commentCount })
    .from(cardStats)
    .where(eq(cardStats.cardId, cardId));
  return row?.n ?? 0;
}

/**
 * Who hears of a new comment: the card's member authors and everyone with a visible comment in
 * its discussion, less those who muted it (the actor is left out when the event is emitted).
 */
export async function findDiscussionRecipients(
  db: Executor,
  cardId: string,
  authorIds: readonly string[],
): Promise<string[]> {
  // One after the other: a transaction's connection runs one query at a time.
  const participants = await db
    .selectDistinct({ userId: cardComments.authorId })
    .from(cardComments)
    .where(
      and(eq(cardComments.cardId, cardId), isNull(cardComments.deletedAt), isNotNull(cardComments.authorId)),
    );
  const mutes = await db
    .select({ userId: cardDiscussionMutes.userId })
    .from(cardDiscussionMutes)
    .where(eq(cardDiscussionMutes.cardId, cardId));
  const muted = new Set(mutes.map((row) => row.userId));
  const everyone = new Set([...authorIds, ...participants.map((row) => row.userId!)]);
  return [...everyone].filter((id) => !muted.has(id));
}
