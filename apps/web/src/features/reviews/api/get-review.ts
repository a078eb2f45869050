import type { ReviewDetail } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { reviewKeys } from "./review-keys";

/** A review with every round and its Author Notes (`GET /Card/{cardId}/Review/{reviewId}`). */
export async function getReview(
  cardId: string,
  reviewId: string,
  signal?: AbortSignal,
): Promise<ReviewDetail> {
  const { data } = await apiClient.get<ReviewDetail>(
    `/Card/${encodeURIComponent(cardId)}/Review/${encodeURIComponent(reviewId)}`,
    { signal, quietStatuses: [400, 403, 404] },
  );
  return data;
}

/** Query options for one review. */
export function reviewQueryOptions(cardId: string, reviewId: string) {
  return queryOptions({
    queryKey: reviewKeys.detail(cardId, reviewId),
    queryFn: ({ signal }) => getReview(cardId, reviewId, signal),
  });
}

/** One review (the review screen, the editor's panel); off while there is no review id. */
export function useReview(cardId: string, reviewId: string | undefined) {
  return useQuery({ ...reviewQueryOptions(cardId, reviewId ?? ""), enabled: !!reviewId });
}
