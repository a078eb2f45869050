import type { ReviewDecision } from "@keen/contracts";
import { BadgeCheck, MessageSquareWarning } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Textarea } from "@/components/ui/input";
import { reviewedConfirmation } from "../lib/reviewed-outcome";

type DecisionPanelProps = {
  summary: string;
  onSummaryChange: (value: string) => void;
  canDecide: boolean;
  /** Why each decision cannot be chosen yet (null when it can). */
  blockers: Record<ReviewDecision, string | null>;
  isDeciding: boolean;
  /** Resolves once the decision was sent (or failed, which the caller shows). */
  onDecide: (decision: ReviewDecision) => Promise<void>;
  /** Takes the reviewer to what blocks a decision (the summary or the first unscored criterion). */
  onBlocked: (decision: ReviewDecision) => void;
  /** The authors chose Publish when reviewed (the confirmation says what "reviewed" will do). */
  publishWhenReviewed?: boolean;
};

/** The confirmation of each decision. */
function confirmationOf(decision: ReviewDecision, publishWhenReviewed: boolean) {
  return decision === "updates_suggested"
    ? {
        title: "Send your suggestions to the authors?",
        description:
          "The authors will see your scores, comments and summary, and can update the card and resubmit it for another round.",
        label: "Suggest updates",
      }
    : {
        title: "Mark this card reviewed?",
        description: reviewedConfirmation(publishWhenReviewed),
        label: "Mark reviewed",
      };
}

/** The two decisions, in the order they are offered. */
const choices = [
  { decision: "updates_suggested", label: "Suggest updates", icon: MessageSquareWarning, variant: "outline" },
  { decision: "reviewed", label: "Mark reviewed", icon: BadgeCheck, variant: "default" },
] as const;

/** The summary for the authors and the two decisions, each saying why it is not available yet. */
export function DecisionPanel(props: DecisionPanelProps) {
  const { summary, onSummaryChange, canDecide, blockers, isDeciding, onDecide, onBlocked } = props;
  const [confirming, setConfirming] = useState<ReviewDecision | null>(null);
  const confirmation = confirming ? confirmationOf(confirming, props.publishWhenReviewed ?? false) : null;

  function handleChoose(decision: ReviewDecision) {
    if (blockers[decision]) onBlocked(decision);
    else setConfirming(decision);
  }

  return (
    <section
      aria-labelledby="review-decision-heading"
      className="rounded-(--radius-card) border border-slate-200 bg-slate-50/70 p-4 sm:p-5"
    >
      <h3 id="review-decision-heading" className="font-sans text-base font-semibold text-slate-900">
        Summary and decision
      </h3>
      <label htmlFor="review-summary" className="mt-3 block text-sm font-medium text-slate-800">
        Summary for the authors
      </label>
      <Textarea
        id="review-summary"
        value={summary}
        maxLength={4000}
        rows={4}
        readOnly={!canDecide}
        onChange={(event) => onSummaryChange(event.target.value)}
        placeholder="The main strengths, and the changes you suggest before it is marked reviewed"
        aria-describedby={blockers.updates_suggested ? "updates_suggested-blocker" : undefined}
        className="mt-1.5 bg-white"
      />
      {canDecide ? (
        <>
          <div className="mt-4 flex flex-wrap gap-2">
            {choices.map(({ decision, label, icon: Icon, variant }) => (
              <Button
                key={decision}
                variant={variant}
                aria-disabled={blockers[decision] ? true : undefined}
                aria-describedby={blockers[decision] ? `${decision}-blocker` : undefined}
                className={blockers[decision] ? "opacity-60" : undefined}
                onClick={() => handleChoose(decision)}
              >
                <Icon aria-hidden />
                {label}
              </Button>
            ))}
          </div>
          {choices.some(({ decision }) => blockers[decision]) ? (
            <ul className="mt-3 space-y-1 text-sm text-slate-600">
              {choices.map(({ decision }) =>
                blockers[decision] ? (
                  <li key={decision} id={`${decision}-blocker`}>
                    {blockers[decision]}
                  </li>
                ) : null,
              )}
            </ul>
          ) : null}
        </>
      ) : null}
      {confirming && confirmation ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          title={confirmation.title}
          description={confirmation.description}
          confirmLabel={confirmation.label}
          isPending={isDeciding}
          onConfirm={() => void onDecide(confirming).finally(() => setConfirming(null))}
        />
      ) : null}
    </section>
  );
}
