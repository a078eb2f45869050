import type { FeedbackRequest } from "@keen/contracts";
import { MessageSquarePlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DialogLoading, useHasOpened } from "@/components/ui/deferred-dialog-content";
import { Dialog } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { MemberAvatar } from "@/features/members";
import { formatDate } from "@/lib/format-date";
import { notify } from "@/lib/notifications";
import { useFeedbackRequests } from "../api/get-feedback-requests";
import { useWithdrawFeedbackRequest } from "../api/withdraw-feedback-request";
import { memberName } from "../lib/feedback-text";
import { RequestStatusBadge } from "./request-status-badge";

// The dialog (with its member picker) loads when opened, preloaded when the pointer or focus reaches its button.
const loadAskFeedbackDialog = () => import("./ask-feedback-dialog");
const preloadAskFeedbackDialog = () => void loadAskFeedbackDialog();
const AskFeedbackDialog = lazy(() =>
  loadAskFeedbackDialog().then(({ AskFeedbackDialog }) => ({ default: AskFeedbackDialog })),
);

type FeedbackRequestsPanelProps = {
  cardId: string;
  /** The card's authors' member ids (they cannot be asked). */
  authorIds: readonly string[];
};

function when(request: FeedbackRequest) {
  if (request.status === "answered" && request.answeredAt)
    return `Answered ${formatDate(request.answeredAt)}`;
  if (request.status === "withdrawn" && request.withdrawnAt)
    return `Withdrawn ${formatDate(request.withdrawnAt)}`;
  return `Asked ${formatDate(request.createdAt)}`;
}

/**
 * For a card's authors: who was asked for feedback and whether they answered, withdrawing an open
 * request, and "Ask for feedback".
 */
export function FeedbackRequestsPanel({ cardId, authorIds }: FeedbackRequestsPanelProps) {
  const requests = useFeedbackRequests(cardId);
  const withdraw = useWithdrawFeedbackRequest(cardId);
  const [isAsking, setAsking] = useState(false);
  const hasAsked = useHasOpened(isAsking);
  const [toWithdraw, setToWithdraw] = useState<FeedbackRequest | null>(null);
  const open = requests.data?.filter((r) => r.status === "open") ?? [];
  const excludeIds = new Set([...authorIds, ...open.map((r) => r.member.userId)]);

  const handleWithdraw = () => {
    if (!toWithdraw) return;
    withdraw.mutate(toWithdraw.id, {
      onSuccess: () => {
        notify({
          type: "success",
          title: "Request withdrawn",
          message: `${memberName(toWithdraw.member)} can no longer open the draft.`,
        });
        setToWithdraw(null);
      },
    });
  };

  return (
    <section
      aria-labelledby="feedback-requests-title"
      className="rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card)"
    >
      <h2 id="feedback-requests-title" className="font-sans text-base font-semibold text-slate-900">
        Feedback requests
      </h2>
      <p className="mt-1 text-sm text-slate-600">Ask colleagues to read the card, even before you publish.</p>
      <Button
        className="mt-4 w-full"
        variant="outline"
        onClick={() => setAsking(true)}
        onPointerEnter={preloadAskFeedbackDialog}
        onFocus={preloadAskFeedbackDialog}
      >
        <MessageSquarePlus aria-hidden />
        Ask for feedback
      </Button>
      {requests.isLoading ? (
        <div className="mt-4 space-y-3" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : requests.data?.length ? (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Members asked for feedback">
          {requests.data.map((request) => (
            <li key={request.id} className="flex items-center gap-3 py-3">
              <MemberAvatar member={request.member} size="xs" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{memberName(request.member)}</p>
                <p className="text-xs text-slate-500">{when(request)}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <RequestStatusBadge status={request.status} />
                {request.status === "open" ? (
                  <button
                    type="button"
                    onClick={() => setToWithdraw(request)}
                    aria-label={`Withdraw the request to ${memberName(request.member)}`}
                    className="rounded text-xs font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    Withdraw
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : requests.data ? (
        <p className="mt-4 text-sm text-slate-500">Nobody has been asked yet.</p>
      ) : null}
      {hasAsked ? (
        <Suspense
          fallback={
            <Dialog open={isAsking} onOpenChange={setAsking}>
              <DialogLoading title="Ask for feedback" />
            </Dialog>
          }
        >
          <AskFeedbackDialog
            cardId={cardId}
            open={isAsking}
            onOpenChange={setAsking}
            excludeIds={excludeIds}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={!!toWithdraw}
        onOpenChange={(next) => (next ? undefined : setToWithdraw(null))}
        title="Withdraw this request?"
        description={
          toWithdraw
            ? `${memberName(toWithdraw.member)} will no longer be able to open the draft or answer this request.`
            : ""
        }
        confirmLabel="Withdraw request"
        isDestructive
        isPending={withdraw.isPending}
        onConfirm={handleWithdraw}
      />
    </section>
  );
}
