/** The collab module's face: what the app and other modules use of it. */
export { collabRoutes } from "./collab.routes";
