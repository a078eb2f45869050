/** The cms module's face: what the app and other modules use of it. */

export { cmsRoutes } from "./cms.routes";
export { cmsImageBlobReader } from "./cms-image-content";
export { cmsJobDefinitions } from "./cms-jobs";
