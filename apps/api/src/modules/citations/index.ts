/** The citations module's face: what the app and other modules use of it. */
export { citationsRoutes } from "./citations.routes";
