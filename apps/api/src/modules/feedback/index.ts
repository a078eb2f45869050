/** The feedback module's face: what the app and other modules use of it. */
export { feedbackRoutes } from "./feedback.routes";
