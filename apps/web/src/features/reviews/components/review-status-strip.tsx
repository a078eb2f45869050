import type { ReviewDetail, ReviewSummary } from "@keen/contracts";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { RelativeTime } from "@/components/ui/relative-time";
import { cn } from "@/lib/cn";
import { memberName, waitingFor } from "../lib/review-status";

type StepState = "done" | "current" | "upcoming";
type Step = { label: string; state: StepState; detail?: ReactNode };

function stepsOf(review: ReviewSummary | ReviewDetail | undefined): Step[] {
  const status = review?.status;
  const round = review && "rounds" in review ? review.rounds.at(-1) : undefined;
  const decidedAt = round?.decidedAt ?? review?.closedAt ?? review?.updatedAt;
  const submitted: Step = {
    label: review && review.round > 1 ? `Resubmitted (round ${review.round})` : "Submitted",
    state: status === "submitted" ? "current" : review && status !== "withdrawn" ? "done" : "upcoming",
    detail:
      review && status !== "withdrawn" ? (
        <>
          {review.submittedBy ? `by ${memberName(review.submittedBy)}, ` : null}
          <RelativeTime iso={review.submittedAt} />
          {status === "submitted" ? (
            <span className="mt-0.5 block font-medium text-slate-700">
              {waitingFor(review.submittedAt)} for a reviewer
            </span>
          ) : null}
        </>
      ) : undefined,
  };
  const underReview: Step = {
    label: "Under review",
    state:
      status === "under_review"
        ? "current"
        : status === "updates_suggested" || status === "reviewed"
          ? "done"
          : "upcoming",
    detail: review?.reviewer ? (
      <>
        {memberName(review.reviewer)}
        {review.claimedAt ? (
          <>
            , <RelativeTime iso={review.claimedAt} />
          </>
        ) : null}
      </>
    ) : undefined,
  };
  const decided: Step =
    status === "updates_suggested" || status === "reviewed"
      ? {
          label: status === "reviewed" ? "Reviewed" : "Updates suggested",
          state: "current",
          detail: (
            <>
              {review?.reviewer ? `by ${memberName(review.reviewer)}, ` : null}
              {decidedAt ? <RelativeTime iso={decidedAt} /> : null}
            </>
          ),
        }
      : { label: "Updates suggested or reviewed", state: "upcoming" };
  return [submitted, underReview, decided];
}

const dotTone: Record<StepState, string> = {
  done: "bg-brand-600 text-white ring-brand-600",
  current: "bg-white text-brand-700 ring-2 ring-brand-600",
  upcoming: "bg-white text-slate-400 ring-1 ring-slate-300",
};

/**
 * Where a card's review stands, as three steps (Submitted → Under review → Updates suggested or
 * Reviewed) with the current one highlighted and who did it when. Without a review every step waits.
 */
export function ReviewStatusStrip({ review }: { review: ReviewSummary | ReviewDetail | undefined }) {
  const steps = stepsOf(review);
  return (
    <ol aria-label="Review progress" className="grid gap-3 sm:grid-cols-3 sm:gap-2">
      {steps.map((step, index) => (
        <li
          key={step.label}
          aria-current={step.state === "current" ? "step" : undefined}
          className={cn(
            "flex items-start gap-2.5 rounded-lg px-3 py-2.5",
            step.state === "current" ? "bg-brand-50 ring-1 ring-brand-200" : "bg-transparent",
          )}
        >
          <span
            className={cn(
              "grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold",
              dotTone[step.state],
            )}
            aria-hidden
          >
            {step.state === "done" ? <Check className="size-3.5" strokeWidth={3} /> : index + 1}
          </span>
          <span className="min-w-0 text-sm">
            <span
              className={cn(
                "block font-medium",
                step.state === "upcoming" ? "text-slate-500" : "text-slate-900",
              )}
            >
              {step.label}
              <span className="sr-only">
                {step.state === "done"
                  ? " (done)"
                  : step.state === "current"
                    ? " (current step)"
                    : " (not yet)"}
              </span>
            </span>
            {step.detail && step.state !== "upcoming" ? (
              <span className="block text-xs text-slate-600">{step.detail}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
