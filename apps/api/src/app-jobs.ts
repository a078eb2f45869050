import type { JobDefinition } from "@keen/jobs";
import type { JobDeps } from "./lib/job-deps";
import { cardFileJobDefinitions } from "./modules/card-files/card-file-jobs";
import { relatedCardJobDefinitions } from "./modules/cards/related-cards-jobs";
import { cmsJobDefinitions } from "./modules/cms/cms-jobs";
import { fileJobDefinitions } from "./modules/files/file-jobs";
import { messageJobDefinitions } from "./modules/messages/message-jobs";
import { notificationJobDefinitions } from "./modules/notifications/notification-jobs";

export type { JobDeps } from "./lib/job-deps";

/** Every job the API sends or works, each module's definitions bound to their dependencies. */
// biome-ignore lint/suspicious/noExplicitAny: definitions of any data shape
export function apiJobDefinitions(deps: JobDeps): JobDefinition<any>[] {
  return [
    ...notificationJobDefinitions(deps),
    ...messageJobDefinitions(deps),
    ...fileJobDefinitions(deps),
    ...cardFileJobDefinitions(deps),
    ...cmsJobDefinitions(deps),
    ...relatedCardJobDefinitions(deps),
  ];
}
