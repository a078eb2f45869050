import type { Comment } from "@keen/contracts";
import { useState } from "react";
import { useCreateComment } from "../api/create-comment";
import { CommentComposer } from "./comment-composer";
import { CommentItem, focusComment } from "./comment-item";

type CommentThreadProps = {
  cardId: string;
  comment: Comment;
  currentUserId: string | undefined;
};

/** A top-level comment with its replies (oldest first) and, when asked for, a reply field under them. */
export function CommentThread({ cardId, comment, currentUserId }: CommentThreadProps) {
  const [isReplying, setIsReplying] = useState(false);
  const create = useCreateComment(cardId);
  const authorName = comment.author
    ? `${comment.author.firstName} ${comment.author.lastName}`
    : "this comment";

  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <CommentItem
        cardId={cardId}
        comment={comment}
        currentUserId={currentUserId}
        onReply={comment.abilities.reply ? () => setIsReplying(true) : undefined}
      >
        {comment.replies.length > 0 ? (
          <ol
            aria-label={`Replies to ${authorName}`}
            className="mt-4 space-y-4 border-l-2 border-slate-100 pl-4"
          >
            {comment.replies.map((reply) => (
              <li key={reply.id}>
                <CommentItem cardId={cardId} comment={reply} currentUserId={currentUserId} isReply />
              </li>
            ))}
          </ol>
        ) : null}
        {isReplying ? (
          <CommentComposer
            className="mt-4 border-l-2 border-brand-200 pl-4"
            label={`Reply to ${authorName}`}
            submitLabel="Post reply"
            placeholder="Write a reply…"
            isPending={create.isPending}
            autoFocus
            onSubmit={async (body) => {
              const reply = await create.mutateAsync({ body, parentId: comment.id });
              setIsReplying(false);
              focusComment(reply.id);
            }}
            onCancel={() => {
              setIsReplying(false);
              focusComment(comment.id);
            }}
          />
        ) : null}
      </CommentItem>
    </li>
  );
}
