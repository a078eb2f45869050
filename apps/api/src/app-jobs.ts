import type { JobDefinition } from "@keen/jobs";
import type { JobDeps } from "./job-deps";
import { cardFileJobDefinitions } from "./modules/card-files";
import { relatedCardJobDefinitions } from "./modules/cards";
import { cmsJobDefinitions } from "./modules/cms";
import { fileJobDefinitions } from "./modules/files";
import { memberAdminJobDefinitions } from "./modules/member-admin";
import { messageJobDefinitions } from "./modules/messages";
import { notificationJobDefinitions } from "./modules/notifications";
import { reviewJobDefinitions } from "./modules/reviews";

export type { JobDeps } from "./job-deps";

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
    ...reviewJobDefinitions(deps),
    ...memberAdminJobDefinitions(deps),
  ];
}
