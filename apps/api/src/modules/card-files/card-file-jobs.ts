import { pruneCardFilesJob } from "@keen/cards";
import { defineJob } from "@keen/jobs";
import type { JobDeps } from "../../job-deps";
import { pruneCardFiles } from "./prune-card-files";

/**
 * The card-files job: `files.prune-card-files` prunes a card's files off the request (sent by
 * saves, SyncLatestVersion, deleting a draft file, and each image upload for after its grace
 * period); the bytes then go by the files module's `files.delete-blobs`.
 */
export function cardFileJobDefinitions({ db, jobs }: JobDeps) {
  return [
    defineJob(pruneCardFilesJob, {
      handle: async ({ cardId }) => {
        await pruneCardFiles(db, jobs, cardId);
      },
    }),
  ];
}
