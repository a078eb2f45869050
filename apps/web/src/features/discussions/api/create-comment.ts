import type { Comment, CommentCreateInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { addCommentToCache } from "../lib/comment-cache";
import { commentsPath, discussionKeys } from "./discussion-keys";

/**
 * Posts a comment, or a reply when `parentId` is set (`POST /Card/{cardId}/Comments`, 201). Refusals
 * (bad input, a closed discussion, a new member's first-day limit: 429) show under the field, not as toasts.
 */
export async function createComment(cardId: string, input: CommentCreateInput): Promise<Comment> {
  const { data } = await apiClient.post<Comment>(commentsPath(cardId), input, {
    quietStatuses: [400, 403, 429],
  });
  return data;
}

/** Posts a comment or reply; it joins the discussion at once, then the discussion is refreshed. */
export function useCreateComment(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentCreateInput) => createComment(cardId, input),
    onSuccess: (comment) => {
      addCommentToCache(queryClient, cardId, comment);
      return queryClient.invalidateQueries({ queryKey: discussionKeys.comments(cardId) });
    },
  });
}
