import type { FeedbackRequest, FeedbackRequestCreateInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { feedbackKeys } from "./feedback-keys";

/** Asks members for feedback on a card, with a short message (`POST /Card/{cardId}/FeedbackRequests`). */
export async function createFeedbackRequests(
  cardId: string,
  input: FeedbackRequestCreateInput,
): Promise<FeedbackRequest[]> {
  const { data } = await apiClient.post<FeedbackRequest[]>(
    `/Card/${encodeURIComponent(cardId)}/FeedbackRequests`,
    input,
    { quietStatuses: [400] },
  );
  return data;
}

/** The "Ask for feedback" dialog's send; the card's request list is refetched. */
export function useCreateFeedbackRequests(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackRequestCreateInput) => createFeedbackRequests(cardId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.requests(cardId) }),
  });
}
