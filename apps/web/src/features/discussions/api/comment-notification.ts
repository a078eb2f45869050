import type { CommentNotification } from "@keen/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { discussionKeys } from "./discussion-keys";

const notificationPath = (cardId: string) => `/Card/${encodeURIComponent(cardId)}/CommentNotification`;

/** Whether the caller has muted this card's discussion (`GET /Card/{cardId}/CommentNotification`). */
export async function getCommentNotification(cardId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get<CommentNotification>(notificationPath(cardId), {
    signal,
    quietStatuses: [403, 404],
  });
  return data;
}

/** Mutes or unmutes this card's discussion for the caller (`PUT /Card/{cardId}/CommentNotification`). */
export async function setCommentNotification(cardId: string, muted: boolean) {
  const { data } = await apiClient.put<CommentNotification>(notificationPath(cardId), { muted });
  return data;
}

/** Query options for the caller's mute setting of a discussion. */
export function commentNotificationQueryOptions(cardId: string, enabled = true) {
  return queryOptions({
    queryKey: discussionKeys.notification(cardId),
    queryFn: ({ signal }) => getCommentNotification(cardId, signal),
    enabled,
  });
}

/** The caller's mute setting (signed-in members only). */
export function useCommentNotification(cardId: string, enabled: boolean) {
  return useQuery(commentNotificationQueryOptions(cardId, enabled));
}

/** Flips the mute setting at once, putting it back if the server refuses. */
export function useSetCommentNotification(cardId: string) {
  const queryClient = useQueryClient();
  const queryKey = discussionKeys.notification(cardId);
  return useMutation({
    mutationFn: (muted: boolean) => setCommentNotification(cardId, muted),
    onMutate: async (muted) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<CommentNotification>(queryKey);
      queryClient.setQueryData<CommentNotification>(queryKey, { muted });
      return { previous };
    },
    onError: (_error, _muted, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });
}
