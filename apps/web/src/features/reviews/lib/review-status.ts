import type { ReviewStatus, ReviewSummary } from "@keen/contracts";

/** How each status reads in lists and badges. */
export const reviewStatusLabels: Record<ReviewStatus, string> = {
  submitted: "Submitted",
  under_review: "Under review",
  updates_suggested: "Updates suggested",
  reviewed: "Reviewed",
  withdrawn: "Withdrawn",
};

/** Badge tone of each status. */
export const reviewStatusTones: Record<ReviewStatus, "default" | "neutral" | "success" | "warning"> = {
  submitted: "default",
  under_review: "default",
  updates_suggested: "warning",
  reviewed: "success",
  withdrawn: "neutral",
};

/** Whether a review still waits on a reviewer (submitted or claimed). */
export function isReviewOpen(status: ReviewStatus): boolean {
  return status === "submitted" || status === "under_review";
}

/** "Ada Okafor" from a member with first and last name; `fallback` when there is none. */
export function memberName(
  member: { firstName: string; lastName: string } | null | undefined,
  fallback = "A former member",
): string {
  if (!member) return fallback;
  return `${member.firstName} ${member.lastName}`.trim() || fallback;
}

/** The card's authors as one line: "Ada Okafor, Grace Hopper and 2 others". */
export function authorLine(authors: ReviewSummary["authors"]): string {
  const names = authors.map((author) => author.name).filter(Boolean);
  if (names.length === 0) return "No authors listed";
  if (names.length <= 2) return names.join(" and ");
  return `${names.slice(0, 2).join(", ")} and ${names.length - 2} other${names.length > 3 ? "s" : ""}`;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** How long a submission has waited: "waiting 3 days", "waiting 5 hours", "submitted just now". */
export function waitingFor(iso: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed >= DAY) {
    const days = Math.floor(elapsed / DAY);
    return `${days} day${days === 1 ? "" : "s"} waiting`;
  }
  if (elapsed >= HOUR) {
    const hours = Math.floor(elapsed / HOUR);
    return `${hours} hour${hours === 1 ? "" : "s"} waiting`;
  }
  return "Submitted just now";
}

/** A submission waiting this long is flagged in the queue. */
export const LONG_WAIT_DAYS = 7;

/** Whether a submission has waited at least `LONG_WAIT_DAYS`. */
export function isLongWait(iso: string, now: number = Date.now()): boolean {
  return now - new Date(iso).getTime() >= LONG_WAIT_DAYS * DAY;
}

/**
 * When an unscored claim goes back to the queue: "released in 3 days unless scored", "released
 * in 5 hours unless scored", "released within the hour unless scored".
 */
export function releaseWords(iso: string, now: number = Date.now()): string {
  const left = Math.max(0, new Date(iso).getTime() - now);
  if (left >= DAY) {
    const days = Math.floor(left / DAY);
    return `released in ${days} day${days === 1 ? "" : "s"} unless scored`;
  }
  if (left >= HOUR) {
    const hours = Math.floor(left / HOUR);
    return `released in ${hours} hour${hours === 1 ? "" : "s"} unless scored`;
  }
  return "released within the hour unless scored";
}
