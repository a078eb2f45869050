import type { ReviewDetail } from "@keen/contracts";
import { Hand, UserRoundX } from "lucide-react";
import { Breadcrumbs } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { authorLine, memberName } from "../lib/review-status";
import { ReviewStatusBadge } from "./review-status-badge";

type ReviewHeaderProps = {
  review: ReviewDetail;
  onClaim: () => void;
  onUnassign: () => void;
  isClaiming: boolean;
  isUnassigning: boolean;
};

/** The review screen's heading: the card, its authors, the round, who has it, Claim and Unassign. */
export function ReviewHeader({ review, onClaim, onUnassign, isClaiming, isUnassigning }: ReviewHeaderProps) {
  const round = review.rounds.at(-1);
  return (
    <header className="mb-8">
      <Breadcrumbs
        items={[{ label: "Reviews", to: "/reviews" }, { label: review.cardTitle || "Untitled card" }]}
      />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
        <div className="min-w-0 max-w-3xl">
          <p className="mb-2 flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Review · round {review.round}
            </span>
            <ReviewStatusBadge status={review.status} />
          </p>
          <h1 className="text-2xl font-semibold text-balance break-words sm:text-3xl">
            {review.cardTitle.trim() || "Untitled card"}
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            By {authorLine(review.authors)} · submitted{" "}
            {round ? <RelativeTime iso={round.submittedAt} /> : null}
            {review.reviewer ? (
              <>
                {" "}
                · reviewer {memberName(review.reviewer)}
                {review.claimedAt ? (
                  <>
                    , claimed <RelativeTime iso={review.claimedAt} />
                  </>
                ) : null}
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {review.abilities.unassign ? (
            <Button variant="outline" onClick={onUnassign} isLoading={isUnassigning}>
              {isUnassigning ? null : <UserRoundX aria-hidden />}
              Unassign
            </Button>
          ) : null}
          {review.abilities.claim ? (
            <Button onClick={onClaim} isLoading={isClaiming}>
              {isClaiming ? null : <Hand aria-hidden />}
              Claim this review
            </Button>
          ) : null}
        </div>
      </div>
      {round?.note ? (
        <blockquote className="mt-5 rounded-lg border-l-4 border-brand-300 bg-brand-50/60 px-4 py-3 text-sm leading-6 text-slate-800">
          <span className="font-semibold">Note from {memberName(round.submittedBy, "the authors")}:</span>{" "}
          <span className="whitespace-pre-line">{round.note}</span>
        </blockquote>
      ) : null}
    </header>
  );
}
