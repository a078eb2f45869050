/**
 * The reviews feature's public pieces: the card editor's review panel (status strip, submit,
 * withdraw, resubmit, reviewer feedback, Author Notes), the Peer reviewed and Exemplar badges and
 * the admins' Exemplar toggle for the card page and tiles. Its pages (`/reviews`, `/reviews/:cardId/:reviewId`, `/admin/rubric`) are lazy routes.
 */
export { CardReviewPanel } from "./components/card-review-panel";
export { ExemplarToggle } from "./components/exemplar-toggle";
export { ExemplarBadge, PeerReviewBadge } from "./components/review-badges";
