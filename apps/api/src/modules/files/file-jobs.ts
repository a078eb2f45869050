import { defineJob, jobKind } from "@keen/jobs";
import type { JobDeps } from "../../job-deps";
import { deleteBlobsJob } from "../../lib/uploads";
import { deleteReleasedBlobs } from "./delete-released-blobs";
import { sweepOrphanBlobs } from "./sweep-orphan-blobs";

/** Hourly, once per cluster: deletes stored objects older than a day that no blob row names. */
export const sweepOrphanBlobsJob = jobKind<object>("files.sweep-orphan-blobs");

/**
 * The file jobs: deleting released bytes (eight retries with backoff, 30 s doubling with jitter
 * up to 10 min, so about an hour, then visibly failed) and the hourly sweep of orphaned blobs,
 * which also removes what a failed delete left. The owners of files prune their own rows
 * (`card-files/card-file-jobs.ts`, `cms/cms-jobs.ts`) and release the bytes to these jobs.
 */
export function fileJobDefinitions({ db, store }: JobDeps) {
  return [
    defineJob(deleteBlobsJob, {
      retryLimit: 8,
      retryDelay: 30,
      handle: ({ keys }) => deleteReleasedBlobs(db, store, keys),
    }),
    defineJob(sweepOrphanBlobsJob, {
      cron: "17 * * * *",
      retryLimit: 2,
      expireInSeconds: 3600,
      handle: async () => {
        await sweepOrphanBlobs(db, store);
      },
    }),
  ];
}
