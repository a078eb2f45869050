import type { ReviewSummary } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { reviewKeys } from "./review-keys";

/** A card's reviews, newest first (`GET /Card/{cardId}/Review`: authors, editors, reviewers, admins). */
export async function getCardReviews(cardId: string, signal?: AbortSignal): Promise<ReviewSummary[]> {
  const { data } = await apiClient.get<ReviewSummary[]>(`/Card/${encodeURIComponent(cardId)}/Review`, {
    signal,
    // The editor's review panel stays out of the way when reviews cannot be read.
    quietStatuses: [403, 404, 500, 502, 503, 504],
  });
  return data;
}

/** Query options for a card's review history. */
export function cardReviewsQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: reviewKeys.history(cardId),
    queryFn: ({ signal }) => getCardReviews(cardId, signal),
  });
}

/** The card's reviews, for the editor's status strip. */
export function useCardReviews(cardId: string) {
  return useQuery(cardReviewsQueryOptions(cardId));
}
