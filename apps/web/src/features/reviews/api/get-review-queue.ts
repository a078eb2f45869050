import type { ReviewQueue } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type ReviewQueueFilters, type ReviewQueueKind, reviewKeys } from "./review-keys";

/** Reviews per page of a queue. */
export const REVIEW_QUEUE_PAGE_SIZE = 20;

function queuePath(kind: ReviewQueueKind, userId: string | undefined): string {
  if (kind === "submitted") return "/Card/Review/Submitted";
  if (kind === "under-review") return "/Card/Review/UnderReview";
  return `/User/${encodeURIComponent(userId ?? "")}/ReviewCards`;
}

/**
 * One page of a review queue: waiting for a reviewer (`GET /Card/Review/Submitted`, oldest
 * first), claimed (`GET /Card/Review/UnderReview`), or the caller's own (`GET /User/{id}/ReviewCards`),
 * by discipline and card type when `filters` say so.
 */
export async function getReviewQueue(
  kind: ReviewQueueKind,
  page: number,
  userId?: string,
  filters: ReviewQueueFilters = {},
  signal?: AbortSignal,
): Promise<ReviewQueue> {
  const { data } = await apiClient.get<ReviewQueue>(queuePath(kind, userId), {
    params: { page, pageSize: REVIEW_QUEUE_PAGE_SIZE, ...definedOnly(filters) },
    signal,
    quietStatuses: [403],
  });
  return data;
}

function definedOnly(filters: ReviewQueueFilters): ReviewQueueFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
}

/** Query options for one page of a queue. */
export function reviewQueueQueryOptions(
  kind: ReviewQueueKind,
  page: number,
  userId?: string,
  filters: ReviewQueueFilters = {},
) {
  const wanted = definedOnly(filters);
  return queryOptions({
    queryKey: reviewKeys.queue(kind, page, userId, wanted),
    queryFn: ({ signal }) => getReviewQueue(kind, page, userId, wanted, signal),
  });
}

/** A queue tab's page; My reviews waits for the caller's id. */
export function useReviewQueue(
  kind: ReviewQueueKind,
  page: number,
  userId?: string,
  filters: ReviewQueueFilters = {},
) {
  return useQuery({
    ...reviewQueueQueryOptions(kind, page, userId, filters),
    enabled: kind !== "mine" || !!userId,
    placeholderData: keepPreviousData,
  });
}
