import type { ReviewDetail } from "@keen/contracts";

type Outcome = Pick<ReviewDetail, "versionNumber" | "publishWhenReviewed" | "isDraftReviewed">;

/** What "Mark reviewed" will do, for the reviewer's confirmation. */
export function reviewedConfirmation(publishWhenReviewed: boolean): string {
  return publishWhenReviewed
    ? "This round is approved. The authors chose Publish when reviewed, so the reviewed version is published on their behalf with the Peer reviewed badge, and they see your scores and comments."
    : "This round is approved. The authors see your scores and comments and publish the reviewed version themselves; it carries the Peer reviewed badge once published.";
}

/** What the decision did, for the reviewer's toast (from the review as the server answered it). */
export function reviewedResult(review: Outcome): string {
  if (review.versionNumber === null)
    return "The authors have been told. The reviewed version carries the Peer reviewed badge once they publish it.";
  return review.publishWhenReviewed
    ? `Version ${review.versionNumber} is published on the authors’ behalf with the Peer reviewed badge, and they have been told.`
    : `Version ${review.versionNumber} is already published and now carries the Peer reviewed badge. The authors have been told.`;
}

/** Where a reviewed card stands, for its authors in the editor's review panel. */
export function reviewedStanding(review: Outcome): string {
  if (review.versionNumber !== null)
    return `This card passed peer review: version ${review.versionNumber} carries the Peer reviewed badge. Later changes can be submitted for another review.`;
  if (review.isDraftReviewed)
    return "This card passed peer review. Publish it to put the reviewed version out with the Peer reviewed badge.";
  return "This card passed peer review, but the draft has changed since it was submitted: publishing it now does not carry the Peer reviewed badge. Submit the changes for another review to have them reviewed.";
}
