import type { ReviewDetail } from "@keen/contracts";
import { ChevronRight } from "lucide-react";
import { useRubric } from "../api/get-rubric";
import { NotesThread } from "./notes-thread";
import { RoundScores } from "./round-scores";

/**
 * Beside the draft: the reviewer's scores and comments of each decided round (the latest open
 * while updates are suggested) and the Author Notes thread, each folded so the editor stays first.
 */
export function ReviewFeedback({ review }: { review: ReviewDetail }) {
  const rubric = useRubric();
  const decided = review.rounds.filter((round) => round.decision).reverse();
  const isAwaitingAuthors = review.status === "updates_suggested";
  return (
    <div className="mt-4 space-y-2">
      {rubric.data
        ? decided.map((round, index) => (
            <details
              key={round.number}
              open={index === 0 && isAwaitingAuthors}
              className="group rounded-lg border border-slate-200"
            >
              <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                <ChevronRight
                  className="size-4 text-slate-500 transition-transform group-open:rotate-90"
                  aria-hidden
                />
                Reviewer’s feedback, round {round.number}
              </summary>
              <div className="border-t border-slate-100 px-4 py-4">
                <RoundScores round={round} rubric={rubric.data} headingLevel={4} />
              </div>
            </details>
          ))
        : null}
      <details
        open={review.notes.length > 0 && isAwaitingAuthors}
        className="group rounded-lg border border-slate-200"
      >
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <ChevronRight
            className="size-4 text-slate-500 transition-transform group-open:rotate-90"
            aria-hidden
          />
          Author Notes
          {review.notes.length > 0 ? (
            <span className="rounded-full bg-slate-100 px-1.5 text-xs font-semibold text-slate-700 tabular-nums">
              {review.notes.length}
            </span>
          ) : null}
        </summary>
        <div className="border-t border-slate-100 px-4 py-4">
          <NotesThread review={review} hasHeading={false} />
        </div>
      </details>
    </div>
  );
}
