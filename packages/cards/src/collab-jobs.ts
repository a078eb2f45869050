import { createJobs, defineJob, type Jobs, type Logger } from "@keen/jobs";
import { pruneCardFilesJob } from "./card-file-pruning";

/**
 * The job layer of a process that saves live drafts but works no jobs (the collab server): it
 * records the `files.prune-card-files` a save may need in the save's transaction, and the API's
 * workers run it. The handler is never called here, since this layer does not work.
 */
export function createCollabJobs(options: { databaseUrl: string; log: Logger }): Jobs {
  return createJobs({
    ...options,
    work: false,
    poolMax: 2,
    instanceName: "collab",
    definitions: [
      defineJob(pruneCardFilesJob, {
        handle: async () => {
          throw new Error("files.prune-card-files is worked by the API, not the collab server");
        },
      }),
    ],
  });
}
