import type { FeedbackList, FeedbackQuery } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { feedbackKeys } from "./feedback-keys";

/**
 * One page of a card's feedback, newest first, with the summary, the caller's own feedback and
 * whether they may give it (`GET /Card/{cardId}/Feedback`).
 */
export async function getFeedback(cardId: string, params: FeedbackQuery, signal?: AbortSignal) {
  const { data } = await apiClient.get<FeedbackList>(`/Card/${encodeURIComponent(cardId)}/Feedback`, {
    params,
    signal,
  });
  return data;
}

/** Query options for a page of feedback; the previous page stays on screen while the next loads. */
export function feedbackQueryOptions(cardId: string, params: FeedbackQuery) {
  return queryOptions({
    queryKey: feedbackKeys.list(cardId, params),
    queryFn: ({ signal }) => getFeedback(cardId, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of a card's feedback for its Feedback section. */
export function useFeedback(cardId: string, params: FeedbackQuery) {
  return useQuery(feedbackQueryOptions(cardId, params));
}
