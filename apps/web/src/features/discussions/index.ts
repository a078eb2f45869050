/**
 * The discussions feature's public pieces: the Discussion section a published card's page shows
 * (comments, replies, moderation and the member's notification switch).
 */
export { DiscussionSection } from "./components/discussion-section";
