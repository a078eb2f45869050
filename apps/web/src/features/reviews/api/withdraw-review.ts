import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { reviewKeys } from "./review-keys";

type ReviewRef = { cardId: string; reviewId: string };

/** Withdraws a review nobody has claimed yet (`DELETE /Card/{cardId}/Review/{reviewId}`). */
export async function withdrawReview({ cardId, reviewId }: ReviewRef): Promise<void> {
  await apiClient.delete(`/Card/${encodeURIComponent(cardId)}/Review/${encodeURIComponent(reviewId)}`, {
    quietStatuses: [409],
  });
}

/** The editor's "Withdraw". */
export function useWithdrawReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawReview,
    onSettled: (_data, _error, { cardId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.card(cardId) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.queues() }),
      ]),
  });
}
