import type { Feedback, FeedbackWrite } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { feedbackKeys } from "./feedback-keys";

/**
 * Gives or replaces the caller's feedback on a card (`PUT /Card/{cardId}/Feedback`). A 400 names the
 * wrong fields and a 403 says why the caller may not (an author); the form shows both itself.
 */
export async function saveFeedback(cardId: string, values: FeedbackWrite): Promise<Feedback> {
  const { data } = await apiClient.put<Feedback>(`/Card/${encodeURIComponent(cardId)}/Feedback`, values, {
    quietStatuses: [400, 403],
  });
  return data;
}

/** The feedback form's save; the card's feedback (list, summary, requests answered) is refetched. */
export function useSaveFeedback(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FeedbackWrite) => saveFeedback(cardId, values),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackKeys.card(cardId) }),
        queryClient.invalidateQueries({ queryKey: feedbackKeys.requestsForMe() }),
      ]),
  });
}
