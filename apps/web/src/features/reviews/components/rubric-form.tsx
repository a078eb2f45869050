import type { ReviewDecision, ReviewDetail, Rubric } from "@keen/contracts";
import { useState } from "react";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { useReviewAutosave } from "../hooks/use-review-autosave";
import { reviewedBlocker, suggestBlocker, unscoredCriteria } from "../lib/decision-check";
import { reviewedResult } from "../lib/reviewed-outcome";
import { CriterionField } from "./criterion-field";
import { DecisionPanel } from "./decision-panel";
import { SaveIndicator } from "./save-indicator";

type RubricFormProps = {
  review: ReviewDetail;
  rubric: Rubric;
  /** Autosave pause (tests shorten it). */
  autosaveDelayMs?: number;
};

/**
 * The claiming reviewer's form for the current round: each criterion's level and comment, saved
 * as they go, then the summary and the decision (Suggest updates needs a summary, Mark reviewed
 * every criterion scored).
 */
export function RubricForm({ review, rubric, autosaveDelayMs }: RubricFormProps) {
  const form = useReviewAutosave(review, autosaveDelayMs);
  const [showMissing, setShowMissing] = useState(false);
  const [decisionError, setDecisionError] = useState<string>();
  const blockers = {
    updates_suggested: suggestBlocker(form.summary),
    reviewed: reviewedBlocker(rubric, form.scores),
  };
  const missing = new Set(unscoredCriteria(rubric, form.scores).map((criterion) => criterion.key));

  function handleBlocked(decision: ReviewDecision) {
    if (decision === "updates_suggested") {
      document.getElementById("review-summary")?.focus();
      return;
    }
    setShowMissing(true);
    const first = rubric.find((criterion) => missing.has(criterion.key));
    if (first) document.getElementById(`criterion-${first.key}`)?.focus();
  }

  async function handleDecide(decision: ReviewDecision) {
    setDecisionError(undefined);
    try {
      const decided = await form.decide(decision);
      notify({
        type: "success",
        title: decision === "reviewed" ? "Card marked reviewed" : "Updates suggested",
        message:
          decision === "reviewed"
            ? reviewedResult(decided)
            : "The authors have your scores, comments and summary.",
      });
    } catch (error) {
      setDecisionError(isApiError(error) ? error.message : "The decision could not be saved. Try again.");
    }
  }

  return (
    <form aria-label="Review rubric" className="space-y-4" onSubmit={(event) => event.preventDefault()}>
      {/* Stays under the site header, so "Saved" is visible wherever the reviewer is. */}
      <div className="sticky top-16 z-10 -mx-2 flex flex-wrap items-center justify-between gap-2 bg-white/95 px-2 py-2 backdrop-blur">
        <h2 className="font-sans text-lg font-semibold">Rubric</h2>
        <SaveIndicator status={form.status} error={form.error} onRetry={() => void form.retry()} />
      </div>
      {rubric.map((criterion) => (
        <CriterionField
          key={criterion.key}
          criterion={criterion}
          score={form.scores[criterion.key]}
          isMissing={showMissing && missing.has(criterion.key)}
          onChange={form.setScore}
        />
      ))}
      <DecisionPanel
        summary={form.summary}
        onSummaryChange={form.setSummary}
        canDecide={review.abilities.decide}
        blockers={blockers}
        isDeciding={form.isDeciding}
        onDecide={handleDecide}
        onBlocked={handleBlocked}
        publishWhenReviewed={review.publishWhenReviewed}
      />
      {decisionError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {decisionError}
        </p>
      ) : null}
    </form>
  );
}
