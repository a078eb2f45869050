import type { CommentReply, CommentState } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { removeCommentFromCache, restoreComments, snapshotComments } from "../lib/comment-cache";
import { commentsPath, discussionKeys } from "./discussion-keys";

/** Deletes a comment (`DELETE /Card/{cardId}/Comments/{commentId}`, 204): the author's own, or any by an admin. */
export async function deleteComment(cardId: string, commentId: string): Promise<void> {
  await apiClient.delete(commentsPath(cardId, commentId));
}

type DeleteVariables = {
  comment: CommentReply;
  /** `deleted` when authors delete their own, `removed` when a moderator removes it. */
  state: Exclude<CommentState, "visible">;
};

/** Deletes or removes a comment at once, putting it back if the server refuses. */
export function useDeleteComment(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment }: DeleteVariables) => deleteComment(cardId, comment.id),
    onMutate: async ({ comment, state }) => {
      await queryClient.cancelQueries({ queryKey: discussionKeys.comments(cardId) });
      const previous = snapshotComments(queryClient, cardId);
      removeCommentFromCache(queryClient, cardId, comment.id, state);
      return { previous };
    },
    onError: (_error, _variables, context) => restoreComments(queryClient, cardId, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discussionKeys.comments(cardId) }),
  });
}
