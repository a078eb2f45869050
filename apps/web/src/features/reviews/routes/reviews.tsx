import { ReviewQueuePage } from "../components/review-queue-page";
import { ReviewerGate } from "../components/reviewer-gate";

/** Route module for `/reviews` (reviewers and admins). */
export function Component() {
  return (
    <ReviewerGate>
      <ReviewQueuePage />
    </ReviewerGate>
  );
}
