import type { ReviewDetail, ReviewUpdateInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { storeReview } from "./review-cache";
import { reviewKeys } from "./review-keys";

type UpdateReviewInput = { cardId: string; reviewId: string; changes: ReviewUpdateInput };

/**
 * Saves the reviewer's scores (merged by criterion) and summary, and with `decision` decides the
 * round (`PUT /Card/{cardId}/Review/{reviewId}`).
 */
export async function updateReview({ cardId, reviewId, changes }: UpdateReviewInput): Promise<ReviewDetail> {
  const { data } = await apiClient.put<ReviewDetail>(
    `/Card/${encodeURIComponent(cardId)}/Review/${encodeURIComponent(reviewId)}`,
    changes,
    { quietStatuses: [400, 409] },
  );
  return data;
}

/** The rubric form's autosave and decision. */
export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: (review, { changes }) => {
      // Autosaves only touch this review; a decision moves it between lists too.
      if (changes.decision) return storeReview(queryClient, review);
      queryClient.setQueryData(reviewKeys.detail(review.cardId, review.id), review);
      return undefined;
    },
  });
}
