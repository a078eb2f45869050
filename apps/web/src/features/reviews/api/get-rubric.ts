import type { Rubric } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { reviewKeys } from "./review-keys";

/** The review rubric: seven criteria in order (`GET /Card/Rubrics`). */
export async function getRubric(signal?: AbortSignal): Promise<Rubric> {
  const { data } = await apiClient.get<Rubric>("/Card/Rubrics", { signal });
  return data;
}

/** Query options for the rubric; it changes only when an admin edits it. */
export function rubricQueryOptions() {
  return queryOptions({
    queryKey: reviewKeys.rubric(),
    queryFn: ({ signal }) => getRubric(signal),
    staleTime: 10 * 60_000,
  });
}

/** The rubric, for the review form, the scores panel and the admin editor. */
export function useRubric() {
  return useQuery(rubricQueryOptions());
}
