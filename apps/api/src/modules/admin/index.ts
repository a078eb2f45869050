/** The admin module's face: what the app and other modules use of it. */
export { adminRoutes } from "./admin.routes";
