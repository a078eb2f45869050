import type { Comment, CommentReply, CommentState } from "@keen/contracts";
import { type Actor, isAdmin } from "../../lib/policy";
import { type MemberBriefRow, presentMemberBrief } from "../users";
import { type CommentResource, commentAbilities } from "./discussions.policy";

/** One comment row with its author's columns (null when the account is gone). */
export type CommentRow = {
  id: string;
  parentId: string | null;
  authorId: string | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  removedBy: string | null;
  isHidden: boolean;
  author: MemberBriefRow;
};

/** Visible; deleted by its author; removed by a moderator (`removed_by` set). */
export function commentState(row: Pick<CommentRow, "deletedAt" | "removedBy">): CommentState {
  if (row.deletedAt === null) return "visible";
  return row.removedBy === null ? "deleted" : "removed";
}

/** The policy facts of a comment row in a discussion that is open or not. */
export function toCommentResource(row: CommentRow, isOpen: boolean): CommentResource {
  return {
    authorId: row.authorId,
    isTopLevel: row.parentId === null,
    isVisible: row.deletedAt === null,
    isOpen,
  };
}

/** What leaves the server for a reply (or a comment without its replies). */
export function presentReply(row: CommentRow, actor: Actor, isOpen: boolean): CommentReply {
  const state = commentState(row);
  // Hidden by moderation: its author and admins still read it, with a notice (decision 0042).
  const isReadable = !row.isHidden || (!!actor && (actor.userId === row.authorId || isAdmin(actor)));
  const isVisible = state === "visible" && isReadable;
  return {
    id: row.id,
    parentId: row.parentId,
    // Deleted and removed comments keep their place for their replies, not their words or author.
    author: isVisible ? presentMemberBrief(row.author) : null,
    body: isVisible ? row.body : "",
    state,
    isHidden: row.isHidden,
    createdAt: row.createdAt.toISOString(),
    editedAt: isVisible ? (row.editedAt?.toISOString() ?? null) : null,
    abilities: commentAbilities(actor, toCommentResource(row, isOpen)),
  };
}

/** What leaves the server for a comment with its replies (oldest first). */
export function presentComment(
  row: CommentRow,
  replies: readonly CommentRow[],
  actor: Actor,
  isOpen: boolean,
): Comment {
  return {
    ...presentReply(row, actor, isOpen),
    replies: replies.map((reply) => presentReply(reply, actor, isOpen)),
  };
}
