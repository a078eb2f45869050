import type { CommentReply } from "@keen/contracts";
import { MessageSquareOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { LinkedText } from "@/components/linked-text";
import { RelativeTime } from "@/components/ui/relative-time";
import { MemberAvatar } from "@/features/members";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-relative-time";
import { useUpdateComment } from "../api/update-comment";
import { CommentActions } from "./comment-actions";
import { CommentComposer } from "./comment-composer";

/** The id a comment's element carries, so notification links (`#comment-<id>`) land on it. */
export function commentElementId(commentId: string): string {
  return `comment-${commentId}`;
}

/** Moves keyboard focus to a comment once it is on screen (after a reply is posted or an edit closes). */
export function focusComment(commentId: string): void {
  requestAnimationFrame(() => document.getElementById(commentElementId(commentId))?.focus());
}

/** What stands in for a comment's text once it is gone. */
function goneText(comment: CommentReply): string {
  if (comment.state === "visible") return "Hidden while the admins review reports";
  return comment.state === "removed" ? "Removed by a moderator" : "This comment was deleted";
}

type CommentItemProps = {
  cardId: string;
  comment: CommentReply;
  currentUserId: string | undefined;
  isReply?: boolean;
  /** Opens the reply field (top-level comments the reader may reply to). */
  onReply?: () => void;
  /** The replies and reply field, under the comment's text. */
  children?: ReactNode;
};

/**
 * One comment or reply: avatar, name, time and "edited" mark, its text with links made clickable,
 * and the reader's actions; an edit replaces the text with a field in place.
 */
export function CommentItem({
  cardId,
  comment,
  currentUserId,
  isReply,
  onReply,
  children,
}: CommentItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateComment(cardId);
  const isOwn = !!currentUserId && comment.author?.userId === currentUserId;
  // Hidden by moderation: its author and admins get the text (with a notice), others only a placeholder.
  const isHiddenFromReader = comment.isHidden && !comment.author && comment.body === "";
  const isGone = comment.state !== "visible" || isHiddenFromReader;
  const name = comment.author ? `${comment.author.firstName} ${comment.author.lastName}`.trim() : null;

  return (
    <article
      id={commentElementId(comment.id)}
      tabIndex={-1}
      aria-label={isGone ? goneText(comment) : `Comment by ${name ?? "a former member"}`}
      className="flex scroll-mt-24 gap-3 rounded-lg outline-none transition-colors data-[highlighted=true]:bg-brand-50 data-[highlighted=true]:ring-4 data-[highlighted=true]:ring-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600/40"
    >
      {comment.author && !isGone ? (
        <MemberAvatar member={comment.author} size={isReply ? "xs" : "sm"} className="mt-0.5" />
      ) : (
        <span
          aria-hidden
          className={cn(
            "mt-0.5 grid shrink-0 place-items-center rounded-full bg-slate-100 text-slate-400 ring-1 ring-slate-200",
            isReply ? "size-8" : "size-10",
          )}
        >
          <MessageSquareOff className="size-4" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        {isGone ? (
          <p className="pt-2 text-sm text-slate-600 italic">{goneText(comment)}</p>
        ) : (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              {comment.author ? (
                <Link
                  to={`/members/${comment.author.userId}`}
                  className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {name}
                </Link>
              ) : (
                <span className="font-semibold text-slate-700">Former member</span>
              )}
              <RelativeTime iso={comment.createdAt} className="text-xs text-slate-600" />
              {comment.editedAt ? (
                <span className="text-xs text-slate-600" title={`Edited ${formatDateTime(comment.editedAt)}`}>
                  · edited
                </span>
              ) : null}
            </p>
            {isEditing ? (
              <CommentComposer
                className="mt-2"
                label="Edit your comment"
                submitLabel="Save"
                initialBody={comment.body}
                isPending={update.isPending}
                autoFocus
                onSubmit={async (body) => {
                  await update.mutateAsync({ comment, body });
                  setIsEditing(false);
                  focusComment(comment.id);
                }}
                onCancel={() => {
                  setIsEditing(false);
                  focusComment(comment.id);
                }}
              />
            ) : (
              <>
                <p className="mt-1 text-sm leading-6 break-words whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
                  <LinkedText
                    text={comment.body}
                    linkClassName="text-brand-700 underline underline-offset-2"
                  />
                </p>
                {comment.isHidden ? (
                  <p className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900">
                    Hidden from other members after reports, until an admin decides.
                  </p>
                ) : null}
                <CommentActions
                  cardId={cardId}
                  comment={comment}
                  isOwn={isOwn}
                  canReport={!!currentUserId && !isOwn}
                  onReply={onReply}
                  onEdit={() => setIsEditing(true)}
                />
              </>
            )}
          </>
        )}
        {children}
      </div>
    </article>
  );
}
