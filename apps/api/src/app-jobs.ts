import type { Database } from "@keen/db";
import type { JobDefinition, JobSender } from "@keen/jobs";
import type { Mailer } from "@keen/mail";
import type { ApiConfig } from "./config";
import type { BlobStore } from "./lib/blob-store";
import { fileJobDefinitions } from "./modules/files/file-jobs";
import { messageJobDefinitions } from "./modules/messages/message-jobs";
import { notificationJobDefinitions } from "./modules/notifications/notification-jobs";

/** What job handlers of the API may use. */
export type JobDeps = {
  db: Database;
  store: BlobStore;
  mailer: Mailer;
  config: ApiConfig;
  /** Sends follow-up jobs (a handler's own side effects). */
  jobs: JobSender;
};

/** Every job the API sends or works, each module's definitions bound to their dependencies. */
// biome-ignore lint/suspicious/noExplicitAny: definitions of any data shape
export function apiJobDefinitions(deps: JobDeps): JobDefinition<any>[] {
  return [...notificationJobDefinitions(deps), ...messageJobDefinitions(deps), ...fileJobDefinitions(deps)];
}
