/** The account-deletion module's face: what the app and other modules use of it. */
export { accountDeletionRoutes } from "./account-deletion.routes";
