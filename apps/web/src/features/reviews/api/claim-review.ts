import type { ReviewDetail } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { storeReview } from "./review-cache";
import { reviewKeys } from "./review-keys";

type ReviewRef = { cardId: string; reviewId: string };

const claimPath = ({ cardId, reviewId }: ReviewRef) =>
  `/Card/${encodeURIComponent(cardId)}/Review/${encodeURIComponent(reviewId)}/Claim`;

/** Claims a submitted review for the caller (`POST …/Claim`); 409 when another reviewer was first. */
export async function claimReview(ref: ReviewRef): Promise<ReviewDetail> {
  const { data } = await apiClient.post<ReviewDetail>(claimPath(ref), undefined, { quietStatuses: [409] });
  return data;
}

/** An admin takes a claimed review back to Submitted (`DELETE …/Claim`). */
export async function unassignReview(ref: ReviewRef): Promise<void> {
  await apiClient.delete(claimPath(ref));
}

/** The queue's and review screen's Claim; a lost race refreshes the queues so the row moves away. */
export function useClaimReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReview,
    onSuccess: (review) => storeReview(queryClient, review),
    onError: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** The admin's Unassign. */
export function useUnassignReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignReview,
    onSettled: (_data, _error, ref) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.card(ref.cardId) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.queues() }),
      ]),
  });
}
