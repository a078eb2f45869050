/** The card-files module's face: what the app and other modules use of it. */
export { cardFileBlobReader } from "./authorize-blob-file";
export { cardFileJobDefinitions } from "./card-file-jobs";
export { cardFilesRoutes } from "./card-files.routes";
export { discardCardImage, receiveCardImage, recordCardImage } from "./receive-card-image";
