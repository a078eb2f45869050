/**
 * The feedback feature's public pieces for the card page and card tiles: the Feedback section
 * (summary, list, the member's form), the authors' feedback requests panel, the banner a requested
 * member sees, and the compact rating / times-used figures.
 */
export { EngagementFigures } from "./components/engagement-figures";
export { FeedbackRequestBanner } from "./components/feedback-request-banner";
export { FeedbackRequestsPanel } from "./components/feedback-requests-panel";
export { FeedbackSection } from "./components/feedback-section";
