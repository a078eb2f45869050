import type { Comment, CommentReply } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { replaceCommentInCache } from "../lib/comment-cache";
import { commentsPath } from "./discussion-keys";

/** The author edits their comment (`PUT /Card/{cardId}/Comments/{commentId}`). */
export async function updateComment(cardId: string, commentId: string, body: string): Promise<Comment> {
  const { data } = await apiClient.put<Comment>(
    commentsPath(cardId, commentId),
    { body },
    { quietStatuses: [400, 403] },
  );
  return data;
}

/** Saves an edit; the comment shows the server's answer (with its "edited" time). */
export function useUpdateComment(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, body }: { comment: CommentReply; body: string }) =>
      updateComment(cardId, comment.id, body),
    onSuccess: (updated) => replaceCommentInCache(queryClient, cardId, updated),
  });
}
