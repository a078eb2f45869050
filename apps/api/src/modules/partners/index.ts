/** The partners module's face: what the app and other modules use of it. */
export { partnersRoutes } from "./partners.routes";
