import { defineJob } from "@keen/jobs";
import type { JobDeps } from "../../job-deps";
import { pruneCmsPageImagesJob } from "./cms-page-images";
import { pruneSavedPageImages } from "./prune-saved-page-images";

/**
 * The CMS job: `files.prune-cms-page-images` prunes a page's images against its saved content
 * once an upload's grace period is over; the bytes then go by the files module's
 * `files.delete-blobs`.
 */
export function cmsJobDefinitions({ db, jobs }: JobDeps) {
  return [
    defineJob(pruneCmsPageImagesJob, {
      handle: async ({ pageId }) => {
        await pruneSavedPageImages(db, jobs, pageId);
      },
    }),
  ];
}
