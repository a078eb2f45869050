/** The files module's face: what the app and other modules use of it. */
export { fileJobDefinitions } from "./file-jobs";
export { filesRoutes } from "./files.routes";
