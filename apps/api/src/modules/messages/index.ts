/** The messages module's face: what the app and other modules use of it. */
export { messageJobDefinitions } from "./message-jobs";
export { messagesRoutes } from "./messages.routes";
