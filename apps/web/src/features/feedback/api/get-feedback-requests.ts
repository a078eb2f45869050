import type { FeedbackRequest } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { feedbackKeys } from "./feedback-keys";

/** Who was asked for feedback on a card and whether they answered, newest first (authors, editors, admins). */
export async function getFeedbackRequests(cardId: string, signal?: AbortSignal): Promise<FeedbackRequest[]> {
  const { data } = await apiClient.get<FeedbackRequest[]>(
    `/Card/${encodeURIComponent(cardId)}/FeedbackRequests`,
    { signal },
  );
  return data;
}

/** Query options for a card's feedback requests. */
export function feedbackRequestsQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: feedbackKeys.requests(cardId),
    queryFn: ({ signal }) => getFeedbackRequests(cardId, signal),
  });
}

/** A card's feedback requests, for its authors' panel. */
export function useFeedbackRequests(cardId: string) {
  return useQuery(feedbackRequestsQueryOptions(cardId));
}
