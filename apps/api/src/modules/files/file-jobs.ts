import { defineJob, jobKind } from "@keen/jobs";
import type { JobDeps } from "../../lib/job-deps";
import { deleteBlobsJob } from "../../lib/uploads";
import { pruneCardFiles } from "../card-files/prune-card-files";
import { pruneCardFilesJob } from "../cards/card-file-pruning";
import { pruneCmsPageImagesJob } from "../cms/cms-page-images";
import { pruneSavedPageImages } from "../cms/prune-saved-page-images";
import { deleteReleasedBlobs } from "./delete-released-blobs";
import { sweepOrphanBlobs } from "./sweep-orphan-blobs";

/** Hourly, once per cluster: deletes stored objects older than a day that no blob row names. */
export const sweepOrphanBlobsJob = jobKind<object>("files.sweep-orphan-blobs");

/**
 * The file jobs: deleting released bytes (eight retries with backoff, 30 s doubling with jitter
 * up to 10 min, so about an hour, then visibly failed), pruning card and CMS files off the
 * request, and the hourly sweep of orphaned blobs, which also removes what a failed delete left.
 */
export function fileJobDefinitions({ db, store, jobs }: JobDeps) {
  return [
    defineJob(deleteBlobsJob, {
      retryLimit: 8,
      retryDelay: 30,
      handle: ({ keys }) => deleteReleasedBlobs(db, store, keys),
    }),
    defineJob(pruneCardFilesJob, {
      handle: async ({ cardId }) => {
        await pruneCardFiles(db, jobs, cardId);
      },
    }),
    defineJob(pruneCmsPageImagesJob, {
      handle: async ({ pageId }) => {
        await pruneSavedPageImages(db, jobs, pageId);
      },
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
