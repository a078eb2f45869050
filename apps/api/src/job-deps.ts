import type { Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import type { Mailer } from "@keen/mail";
import type { ApiConfig } from "./config";
import type { BlobStore } from "./lib/blob-store";

/** What job handlers of the API may use. */
export type JobDeps = {
  db: Database;
  store: BlobStore;
  mailer: Mailer;
  config: ApiConfig;
  /** Sends follow-up jobs (a handler's own side effects). */
  jobs: JobSender;
};
