/** The reviews module's face: what the app and other modules use of it. */
export { releaseStaleClaimsJob, reviewJobDefinitions } from "./review-jobs";
export { reviewsRoutes } from "./reviews.routes";
