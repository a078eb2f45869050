import type { ReviewDetail, ReviewSummary } from "@keen/contracts";
import { ClipboardCheck, RotateCcw, Send, Undo2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/lib/notifications";
import { useCardReviews } from "../api/get-card-reviews";
import { useReview } from "../api/get-review";
import { useWithdrawReview } from "../api/withdraw-review";
import { isReviewOpen } from "../lib/review-status";
import { reviewedStanding } from "../lib/reviewed-outcome";
import { ReviewFeedback } from "./review-feedback";
import { ReviewStatusStrip } from "./review-status-strip";
import { SubmitReviewDialog } from "./submit-review-dialog";

type CardReviewPanelProps = {
  cardId: string;
  /** Whether the caller may submit this card (its authors); the server still decides. */
  canSubmit: boolean;
  /** Saves the editor's pending changes before the draft is frozen. */
  onBeforeSubmit?: () => Promise<unknown>;
};

/** What the authors can do now, given the latest review. */
function actionsOf(latest: ReviewSummary | undefined, detail: ReviewDetail | undefined, canSubmit: boolean) {
  const isOpen = latest ? isReviewOpen(latest.status) || latest.status === "updates_suggested" : false;
  return {
    // A reviewed draft not yet published needs publishing, not another review.
    canSubmit: canSubmit && !isOpen && !detail?.isDraftReviewed,
    canWithdraw: !!detail?.abilities.withdraw,
    canResubmit: !!detail?.abilities.resubmit,
  };
}

function describe(latest: ReviewSummary | undefined, detail: ReviewDetail | undefined): string {
  switch (latest?.status) {
    case "submitted":
      return "Waiting for a reviewer to claim it. You can keep editing the draft; the submitted version stays as it was.";
    case "under_review":
      return "A reviewer is scoring the submitted version against the rubric.";
    case "updates_suggested":
      return "The reviewer suggested updates. Read the feedback, update the draft and resubmit it.";
    case "reviewed":
      return detail ? reviewedStanding(detail) : "This card passed peer review.";
    default:
      return "Peer review checks the card against the KEEN rubric before it goes out, and reviewed cards carry a badge.";
  }
}

/**
 * The card editor's review panel: the status strip, Submit for review / Withdraw / Resubmit, the
 * reviewer's scores and comments of decided rounds, and Author Notes.
 */
export function CardReviewPanel({ cardId, canSubmit, onBeforeSubmit }: CardReviewPanelProps) {
  const history = useCardReviews(cardId);
  const latest = history.data?.find((review) => review.status !== "withdrawn") ?? history.data?.[0];
  const current = latest?.status === "withdrawn" ? undefined : latest;
  const detail = useReview(cardId, current?.id);
  const withdraw = useWithdrawReview();
  const [dialog, setDialog] = useState<"submit" | "resubmit" | "withdraw" | null>(null);
  const actions = actionsOf(current, detail.data, canSubmit);

  // Members who cannot read the card's reviews (or a failing call) see no panel at all.
  if (history.isError) return null;

  function handleWithdraw() {
    if (!current) return;
    withdraw.mutate(
      { cardId, reviewId: current.id },
      {
        onSuccess: () => {
          setDialog(null);
          notify({
            type: "success",
            title: "Review withdrawn",
            message: "You can submit the card again when it is ready.",
          });
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="card-review-heading"
      className="rounded-(--radius-card) border border-slate-200 bg-white p-4 shadow-(--shadow-card) sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-xl">
          <h2 id="card-review-heading" className="flex items-center gap-2 font-sans text-lg font-semibold">
            <ClipboardCheck className="size-5 text-brand-700" aria-hidden />
            Peer review
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {history.isPending ? "Loading…" : describe(current, detail.data)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions.canWithdraw ? (
            <Button size="sm" variant="outline" onClick={() => setDialog("withdraw")}>
              <Undo2 aria-hidden />
              Withdraw
            </Button>
          ) : null}
          {actions.canResubmit ? (
            <Button size="sm" onClick={() => setDialog("resubmit")}>
              <RotateCcw aria-hidden />
              Resubmit
            </Button>
          ) : actions.canSubmit && !history.isPending ? (
            <Button size="sm" onClick={() => setDialog("submit")}>
              <Send aria-hidden />
              Submit for review
            </Button>
          ) : null}
        </div>
      </div>
      <div className="mt-4">
        {history.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : (
          <ReviewStatusStrip review={detail.data ?? current} />
        )}
      </div>
      {detail.data ? <ReviewFeedback review={detail.data} /> : null}
      <SubmitReviewDialog
        cardId={cardId}
        open={dialog === "submit" || dialog === "resubmit"}
        isResubmit={dialog === "resubmit"}
        onOpenChange={(open) => setDialog(open ? dialog : null)}
        beforeSubmit={onBeforeSubmit}
        canPublish={canSubmit}
        publishWhenReviewed={dialog === "resubmit" ? detail.data?.publishWhenReviewed : false}
      />
      <ConfirmDialog
        open={dialog === "withdraw"}
        onOpenChange={(open) => setDialog(open ? "withdraw" : null)}
        title="Withdraw from review?"
        description="The card leaves the reviewers’ list. Your draft stays as it is, and you can submit it again later."
        confirmLabel="Withdraw"
        isDestructive
        isPending={withdraw.isPending}
        onConfirm={handleWithdraw}
      />
    </section>
  );
}
