import type { ReviewDetail } from "@keen/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { reviewKeys } from "./review-keys";

/**
 * After a review changed: the answer replaces the cached review, and the card's history and every
 * queue (whose tabs it may have moved between) are refetched.
 */
export function storeReview(queryClient: QueryClient, review: ReviewDetail) {
  queryClient.setQueryData(reviewKeys.detail(review.cardId, review.id), review);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.history(review.cardId) }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.queues() }),
  ]);
}
