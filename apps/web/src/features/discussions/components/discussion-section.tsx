import { MessagesSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SignInPrompt, useCurrentUser } from "@/features/auth";
import { useCreateComment } from "../api/create-comment";
import { useComments } from "../api/get-comments";
import { flattenComments } from "../lib/comment-cache";
import { useCommentAnchor } from "../lib/use-comment-anchor";
import { CommentComposer } from "./comment-composer";
import { CommentThread } from "./comment-thread";
import { DiscussionSkeleton } from "./discussion-skeleton";
import { NotifyToggle } from "./notify-toggle";

type DiscussionSectionProps = {
  cardId: string;
  /** The card's count, shown until the discussion itself has loaded. */
  commentCount: number;
};

/**
 * A published card's discussion: the count, a composer for members (an invitation to sign in for
 * everyone else), comments newest first with their replies, older comments on request, and the
 * member's "Notify me of new comments" switch.
 */
export function DiscussionSection({ cardId, commentCount }: DiscussionSectionProps) {
  const { isAuthenticated, user_id: currentUserId } = useCurrentUser();
  const comments = useComments(cardId);
  const create = useCreateComment(cardId);
  const pages = comments.data?.pages;
  const items = flattenComments(pages);
  const count = pages?.[0]?.commentCount ?? commentCount;
  const canComment = pages?.[0]?.canComment ?? false;

  useCommentAnchor({
    isReady: comments.isSuccess,
    revision: pages,
    hasNextPage: comments.hasNextPage,
    isFetchingNextPage: comments.isFetchingNextPage,
    fetchNextPage: comments.fetchNextPage,
  });

  return (
    <section
      id="discussion"
      aria-labelledby="discussion-title"
      className="mt-14 scroll-mt-24 border-t border-slate-200 pt-10"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <h2 id="discussion-title" className="flex items-center gap-2.5 text-xl font-semibold sm:text-2xl">
          Discussion
          <span
            aria-hidden
            className="rounded-full bg-slate-100 px-2.5 py-0.5 font-sans text-sm font-semibold text-slate-700 tabular-nums"
          >
            {count}
          </span>{" "}
          <span className="sr-only">({count === 1 ? "1 comment" : `${count} comments`})</span>
        </h2>
        {isAuthenticated ? <NotifyToggle cardId={cardId} /> : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Questions, adaptations and notes from teaching with this card.
      </p>

      <div className="mt-6">
        {canComment ? (
          <CommentComposer
            label="Add a comment"
            submitLabel="Post comment"
            placeholder="Ask a question or share how you used this card…"
            isPending={create.isPending}
            onSubmit={(body) => create.mutateAsync({ body, parentId: null })}
          />
        ) : !isAuthenticated ? (
          <SignInPrompt
            icon={MessagesSquare}
            anchor="discussion"
            title="Sign in to join the discussion"
            description="Members ask the authors questions and share how the card worked in their classes."
          />
        ) : null}
      </div>

      <div className="mt-8">
        {comments.isLoading ? (
          <DiscussionSkeleton />
        ) : comments.isError ? (
          <div className="rounded-lg border border-slate-200 bg-white px-4 py-5 text-sm text-slate-700">
            The discussion could not be loaded.{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => void comments.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState
            icon={MessagesSquare}
            title="No comments yet"
            description={
              canComment
                ? "Start the discussion: ask the authors a question or tell others how the card worked in your class."
                : "When members comment on this card, their questions and notes will appear here."
            }
          />
        ) : (
          <ol aria-label="Comments" className="divide-y divide-slate-100">
            {items.map((comment) => (
              <CommentThread
                key={comment.id}
                cardId={cardId}
                comment={comment}
                currentUserId={currentUserId}
              />
            ))}
          </ol>
        )}
        {comments.hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              isLoading={comments.isFetchingNextPage}
              onClick={() => void comments.fetchNextPage()}
            >
              Show older comments
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
