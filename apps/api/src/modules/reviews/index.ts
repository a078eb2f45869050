/** The reviews module's face: what the app and other modules use of it. */
export { reviewsRoutes } from "./reviews.routes";
