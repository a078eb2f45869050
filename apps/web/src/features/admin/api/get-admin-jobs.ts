import type { AdminJobs, FailedJobsPage } from "@keen/contracts";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** Failed jobs per page ("Show more failed jobs" loads the next). */
export const FAILED_JOBS_PAGE_SIZE = 20;

/** Query keys of the background-jobs page: everything under `['admin', 'jobs']`. */
export const jobKeys = {
  all: ["admin", "jobs"] as const,
  health: () => [...jobKeys.all, "health"] as const,
  failed: () => [...jobKeys.all, "failed"] as const,
};

/** Queues with their counts and the schedules (`GET /Admin/Jobs`, admins). */
export async function getAdminJobs(signal?: AbortSignal): Promise<AdminJobs> {
  const { data } = await apiClient.get<AdminJobs>("/Admin/Jobs", { signal });
  return data;
}

/** One page of failed jobs, newest failure first (`GET /Admin/Jobs/Failed?cursor`). */
export async function getFailedJobs(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<FailedJobsPage> {
  const { data } = await apiClient.get<FailedJobsPage>("/Admin/Jobs/Failed", {
    params: { limit: FAILED_JOBS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    signal,
  });
  return data;
}

/** Query options for the queues and schedules. */
export function adminJobsQueryOptions() {
  return queryOptions({ queryKey: jobKeys.health(), queryFn: ({ signal }) => getAdminJobs(signal) });
}

/** Query options for the failed jobs, page after page by cursor. */
export function failedJobsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: jobKeys.failed(),
    queryFn: ({ pageParam, signal }) => getFailedJobs(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The queues and schedules. */
export function useAdminJobs() {
  return useQuery(adminJobsQueryOptions());
}

/** The failed jobs, loaded page by page. */
export function useFailedJobs() {
  return useInfiniteQuery(failedJobsQueryOptions());
}
