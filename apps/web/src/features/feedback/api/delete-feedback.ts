import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { feedbackKeys } from "./feedback-keys";

/** Removes the caller's feedback on a card (`DELETE /Card/{cardId}/Feedback`). */
export async function deleteFeedback(cardId: string): Promise<void> {
  await apiClient.delete(`/Card/${encodeURIComponent(cardId)}/Feedback`);
}

/** "Remove my feedback"; the card's feedback and summary are refetched. */
export function useDeleteFeedback(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteFeedback(cardId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.card(cardId) }),
  });
}
