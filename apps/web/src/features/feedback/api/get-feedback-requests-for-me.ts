import type { FeedbackRequestForMe } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { feedbackKeys } from "./feedback-keys";

/** The open requests for feedback made of the caller, with each card's title (`GET /Card/FeedbackRequests/Mine`). */
export async function getFeedbackRequestsForMe(signal?: AbortSignal): Promise<FeedbackRequestForMe[]> {
  const { data } = await apiClient.get<FeedbackRequestForMe[]>("/Card/FeedbackRequests/Mine", {
    signal,
    // A banner that cannot load is left out; it is not worth an error toast on a card page.
    quietStatuses: [403, 404, 500, 502, 503, 504],
  });
  return data;
}

/** Query options for the caller's open feedback requests; only for a signed-in member. */
export function feedbackRequestsForMeQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: feedbackKeys.requestsForMe(),
    queryFn: ({ signal }) => getFeedbackRequestsForMe(signal),
    enabled,
  });
}

/** The caller's open feedback requests (the banner on a card they were asked about). */
export function useFeedbackRequestsForMe(enabled = true) {
  return useQuery(feedbackRequestsForMeQueryOptions(enabled));
}
