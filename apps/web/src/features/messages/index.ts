/**
 * The messages feature's public pieces: the header's messages icon, the profile's Message button,
 * and the cache updates the live stream hands it. Its page (`/messages`) is a lazy route.
 */
export { MessageMemberButton } from "./components/message-member-button";
export { MessagesNavButton } from "./components/messages-nav-button";
export { applyMessageLiveEvent, refreshMessages } from "./lib/message-cache";
