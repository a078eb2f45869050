/** The discussions module's face: what the app and other modules use of it. */
export { discussionsRoutes } from "./discussions.routes";
