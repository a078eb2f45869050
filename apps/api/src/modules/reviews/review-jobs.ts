import { defineJob, jobKind } from "@keen/jobs";
import type { JobDeps } from "../../job-deps";
import { releaseStaleClaims } from "./release-stale-claims";

/**
 * Hourly, once per cluster: releases claims left a week without scores and tells reviewers the
 * day before. `now` (an ISO time) stands in for the clock, so tests and scripts can run it as of
 * any moment; the schedule sends `{}`.
 */
export const releaseStaleClaimsJob = jobKind<{ now?: string }>("reviews.release-stale-claims");

/** The review jobs bound to their dependencies. */
export function reviewJobDefinitions({ db, jobs }: JobDeps) {
  return [
    defineJob(releaseStaleClaimsJob, {
      cron: "41 * * * *",
      retryLimit: 2,
      handle: async ({ now }) => {
        const at = now ? new Date(now) : new Date();
        if (Number.isNaN(at.getTime())) throw new Error(`"now" is not a time: ${now}`);
        await releaseStaleClaims(db, jobs, at);
      },
    }),
  ];
}
