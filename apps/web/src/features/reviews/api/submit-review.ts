import type { ReviewDetail, ReviewSubmitInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { storeReview } from "./review-cache";

type SubmitReviewInput = { cardId: string } & ReviewSubmitInput;

/**
 * Submits the card's current draft for review, or resubmits it as the next round after updates
 * were suggested (`POST /Card/{cardId}/Review`).
 */
export async function submitReview({ cardId, ...input }: SubmitReviewInput): Promise<ReviewDetail> {
  const { data } = await apiClient.post<ReviewDetail>(`/Card/${encodeURIComponent(cardId)}/Review`, input, {
    quietStatuses: [400, 409],
  });
  return data;
}

/** The editor's "Submit for review" and "Resubmit". */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitReview, onSuccess: (review) => storeReview(queryClient, review) });
}
