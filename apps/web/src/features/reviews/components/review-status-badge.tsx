import type { ReviewStatus } from "@keen/contracts";
import { Badge } from "@/components/ui/badge";
import { reviewStatusLabels, reviewStatusTones } from "../lib/review-status";

/** A review's status as a small coloured label. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge variant={reviewStatusTones[status]}>{reviewStatusLabels[status]}</Badge>;
}
