/** The reports module's face: reporting, the moderation queue (decision 0042) and what it hides. */
export { isHiddenByModeration } from "./hidden-content";
export { reportsRoutes } from "./reports.routes";
