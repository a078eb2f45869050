/** The live module's face: what the app and other modules use of it. */

export { liveRoutes } from "./live.routes";
export { createLiveHub, type LiveHub } from "./live-hub";
export { publishLive } from "./publish-live";
