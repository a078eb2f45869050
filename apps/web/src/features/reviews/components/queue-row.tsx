import type { ReviewSummary } from "@keen/contracts";
import { Clock, Hand, UserRoundX } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { MemberAvatar } from "@/features/members";
import { formatDateTime } from "@/lib/format-relative-time";
import type { ReviewQueueKind } from "../api/review-keys";
import { authorLine, isLongWait, memberName, releaseWords, waitingFor } from "../lib/review-status";
import { ReviewStatusBadge } from "./review-status-badge";

type QueueRowProps = {
  review: ReviewSummary;
  kind: ReviewQueueKind;
  isAdmin: boolean;
  /** The review being claimed or unassigned right now, if any. */
  pendingId: string | undefined;
  onClaim: (review: ReviewSummary) => void;
  onUnassign: (review: ReviewSummary) => void;
};

/** One review in a queue: the card, its authors and round, how long it waited or who has it, and the actions. */
export function QueueRow({ review, kind, isAdmin, pendingId, onClaim, onUnassign }: QueueRowProps) {
  const href = `/reviews/${review.cardId}/${review.id}`;
  const isPending = pendingId === review.id;
  const isWaitingLong = kind === "submitted" && isLongWait(review.submittedAt);
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6 sm:px-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={href}
            className="font-semibold text-slate-900 break-words hover:text-brand-700 hover:underline"
          >
            {review.cardTitle.trim() || "Untitled card"}
          </Link>
          {review.round > 1 ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              Round {review.round}
            </span>
          ) : null}
          {kind === "mine" ? <ReviewStatusBadge status={review.status} /> : null}
        </div>
        <p className="mt-1 text-sm text-slate-600">By {authorLine(review.authors)}</p>
        {review.cardType || review.disciplines.length > 0 ? (
          <p className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs">
            {review.cardType ? <Badge variant="default">{review.cardType.name}</Badge> : null}
            {review.disciplines.map((discipline) => (
              <Badge key={discipline.id} variant="neutral">
                {discipline.name}
              </Badge>
            ))}
          </p>
        ) : null}
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {kind === "submitted" ? (
            <span
              className={
                isWaitingLong
                  ? "inline-flex items-center gap-1 font-medium text-amber-800"
                  : "inline-flex items-center gap-1"
              }
              title={formatDateTime(review.submittedAt)}
            >
              <Clock className="size-3.5" aria-hidden />
              {waitingFor(review.submittedAt)}
            </span>
          ) : review.reviewer ? (
            <span className="inline-flex items-center gap-1.5">
              <MemberAvatar member={review.reviewer} size="xs" className="size-5 text-[0.6rem]" />
              <span>
                {kind === "mine" ? "Claimed" : `Claimed by ${memberName(review.reviewer)}`}
                {review.claimedAt ? (
                  <>
                    {" "}
                    <RelativeTime iso={review.claimedAt} />
                  </>
                ) : null}
              </span>
              {review.releaseAt && review.status === "under_review" ? (
                <span className="text-slate-500" title={formatDateTime(review.releaseAt)}>
                  · {releaseWords(review.releaseAt)}
                </span>
              ) : null}
            </span>
          ) : (
            <span>
              Submitted <RelativeTime iso={review.submittedAt} />
            </span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {kind === "submitted" ? (
          <Button
            size="sm"
            onClick={() => onClaim(review)}
            isLoading={isPending}
            aria-label={`Claim ${review.cardTitle || "Untitled card"}`}
          >
            {isPending ? null : <Hand aria-hidden />}
            Claim
          </Button>
        ) : null}
        {kind === "under-review" && isAdmin ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onUnassign(review)}
            isLoading={isPending}
            aria-label={`Unassign ${memberName(review.reviewer)} from ${review.cardTitle || "Untitled card"}`}
          >
            {isPending ? null : <UserRoundX aria-hidden />}
            Unassign
          </Button>
        ) : null}
        <Button asChild size="sm" variant={kind === "submitted" ? "ghost" : "outline"}>
          <Link to={href} aria-label={`Open the review of ${review.cardTitle || "Untitled card"}`}>
            Open
          </Link>
        </Button>
      </div>
    </li>
  );
}
