/** The lookups module's face: what the app and other modules use of it. */
export { lookupsRoutes } from "./lookups.routes";
