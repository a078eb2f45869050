/** The profile-lists module's face: what the app and other modules use of it. */
export { profileListsRoutes } from "./profile-lists.routes";
