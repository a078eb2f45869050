import type { FeedbackRequest } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { feedbackKeys } from "./feedback-keys";

/** Withdraws an open request (`DELETE /Card/{cardId}/FeedbackRequests/{requestId}`); the member loses draft access. */
export async function withdrawFeedbackRequest(cardId: string, requestId: string): Promise<void> {
  await apiClient.delete(
    `/Card/${encodeURIComponent(cardId)}/FeedbackRequests/${encodeURIComponent(requestId)}`,
  );
}

/** "Withdraw": the request shows as withdrawn at once, then the list is refetched. */
export function useWithdrawFeedbackRequest(cardId: string) {
  const queryClient = useQueryClient();
  const key = feedbackKeys.requests(cardId);
  return useMutation({
    mutationFn: (requestId: string) => withdrawFeedbackRequest(cardId, requestId),
    onSuccess: (_data, requestId) => {
      const withdrawnAt = new Date().toISOString();
      queryClient.setQueryData<FeedbackRequest[]>(key, (list) =>
        list?.map((r) => (r.id === requestId ? { ...r, status: "withdrawn", withdrawnAt } : r)),
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
