/** The bookmarks module's face: what the app and other modules use of it. */
export { bookmarksRoutes } from "./bookmarks.routes";
