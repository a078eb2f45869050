import type { ReviewDetail, Rubric } from "@keen/contracts";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { useClaimReview, useUnassignReview } from "../api/claim-review";
import { memberName } from "../lib/review-status";
import { FrozenRoundPanel } from "./frozen-round-panel";
import { NotesThread } from "./notes-thread";
import { PastRounds } from "./past-rounds";
import { ReviewHeader } from "./review-header";
import { RoundScores } from "./round-scores";
import { RubricForm } from "./rubric-form";

type ReviewScreenProps = { review: ReviewDetail; rubric: Rubric; autosaveDelayMs?: number };

function ScoringSide({ review, rubric, autosaveDelayMs }: ReviewScreenProps) {
  const round = review.rounds.at(-1);
  if (!round) return null;
  if (review.abilities.score) {
    return (
      <RubricForm
        key={`${review.id}-${round.number}`}
        review={review}
        rubric={rubric}
        autosaveDelayMs={autosaveDelayMs}
      />
    );
  }
  if (round.decision || Object.keys(round.scores).length > 0) {
    return (
      <section aria-labelledby="round-scores-heading">
        <h2 id="round-scores-heading" className="mb-4 font-sans text-lg font-semibold">
          Scores, round {round.number}
        </h2>
        <RoundScores round={round} rubric={rubric} />
      </section>
    );
  }
  return (
    <Card className="p-5 text-sm leading-6 text-slate-700">
      <h2 className="font-sans text-base font-semibold text-slate-900">Rubric</h2>
      <p className="mt-1">
        {review.status === "submitted"
          ? "Claim this review to score the card against the seven criteria."
          : `${memberName(review.reviewer, "The reviewer")} is reviewing this round.`}
      </p>
    </Card>
  );
}

/**
 * The review screen: the frozen round on the left (with what changed since the last round), the
 * rubric on the right (one column on phones), earlier rounds, and Author Notes.
 */
export function ReviewScreen(props: ReviewScreenProps) {
  const { review, rubric } = props;
  const claim = useClaimReview();
  const unassign = useUnassignReview();
  const [claimError, setClaimError] = useState<string>();
  const round = review.rounds.at(-1);
  const previous = review.rounds.at(-2);
  const ref = { cardId: review.cardId, reviewId: review.id };

  function handleClaim() {
    setClaimError(undefined);
    claim.mutate(ref, {
      onSuccess: () =>
        notify({ type: "success", title: "Review claimed", message: "Score each criterion as you read." }),
      onError: (error) => {
        if (isApiError(error) && error.status === 409)
          setClaimError(`${error.message} The review has been refreshed.`);
      },
    });
  }

  return (
    <>
      <ReviewHeader
        review={review}
        onClaim={handleClaim}
        onUnassign={() =>
          unassign.mutate(ref, {
            onSuccess: () =>
              notify({
                type: "success",
                title: "Reviewer unassigned",
                message: "The card is back in Submitted.",
              }),
          })
        }
        isClaiming={claim.isPending}
        isUnassigning={unassign.isPending}
      />
      {claimError ? (
        <p
          role="alert"
          className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {claimError}
        </p>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)] lg:items-start xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        {round ? (
          // On wide screens the card stays in view while the rubric scrolls; it scrolls on its own
          // (and takes focus for the keyboard) when it is taller than the window.
          <section
            aria-label={`Card as submitted for round ${round.number}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
            className="min-w-0 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-7 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
          >
            <FrozenRoundPanel round={round} previous={previous} />
          </section>
        ) : null}
        <div className="min-w-0">
          <ScoringSide {...props} />
        </div>
      </div>
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <NotesThread review={review} />
        <PastRounds rounds={review.rounds.slice(0, -1)} rubric={rubric} />
      </div>
    </>
  );
}
