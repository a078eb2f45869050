import type { ReviewSummary } from "@keen/contracts";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { DocumentTitle } from "@/components/layout/document-title";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Pagination } from "@/components/ui/pagination";
import { useCurrentUser } from "@/features/auth";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { usePageParam } from "@/lib/use-page-param";
import { useClaimReview, useUnassignReview } from "../api/claim-review";
import { REVIEW_QUEUE_PAGE_SIZE, useReviewQueue } from "../api/get-review-queue";
import { memberName } from "../lib/review-status";
import { QueueFilters, readQueueFilters, writeQueueFilters } from "./queue-filters";
import { QueueList } from "./queue-list";
import { QueueTabs, queueKindOf } from "./queue-tabs";

/** `/reviews`: cards waiting for a reviewer (claim one), reviews in progress, and the caller's own. */
export function ReviewQueuePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const kind = queueKindOf(params.get("tab"));
  const [page, handlePageChange] = usePageParam();
  const { user_id: userId, isAdmin } = useCurrentUser();
  const filters = readQueueFilters(params);
  const queue = useReviewQueue(kind, page, userId, filters);
  // The first pages give the tabs their counts (and make switching tabs instant).
  const submitted = useReviewQueue("submitted", 1);
  const underReview = useReviewQueue("under-review", 1);
  const claim = useClaimReview();
  const unassign = useUnassignReview();
  const [raceMessage, setRaceMessage] = useState<string>();
  const pendingId = claim.isPending
    ? claim.variables?.reviewId
    : unassign.isPending
      ? unassign.variables?.reviewId
      : undefined;

  function handleClaim(review: ReviewSummary) {
    setRaceMessage(undefined);
    claim.mutate(
      { cardId: review.cardId, reviewId: review.id },
      {
        onSuccess: () => {
          notify({
            type: "success",
            title: "Review claimed",
            message: `“${review.cardTitle}” is yours to review.`,
          });
          void navigate(`/reviews/${review.cardId}/${review.id}`);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setRaceMessage(`${error.message} The list has been refreshed.`);
          }
        },
      },
    );
  }

  function handleUnassign(review: ReviewSummary) {
    unassign.mutate(
      { cardId: review.cardId, reviewId: review.id },
      {
        onSuccess: () =>
          notify({
            type: "success",
            title: "Reviewer unassigned",
            message: `“${review.cardTitle}” is back in Submitted; ${memberName(review.reviewer, "the reviewer")} no longer has it.`,
          }),
      },
    );
  }

  return (
    <PageContainer className="max-w-4xl">
      <DocumentTitle title="Reviews" />
      <PageHeader
        eyebrow="Peer review"
        title="Reviews"
        description="Claim a submitted card, score it against the rubric, and send the authors your decision."
        className="mb-8"
      />
      <div className="mb-4">
        <QueueTabs
          current={kind}
          counts={{ submitted: submitted.data?.total, "under-review": underReview.data?.total }}
        />
      </div>
      {raceMessage ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {raceMessage}
        </p>
      ) : null}
      <div className="mb-5">
        <QueueFilters
          filters={filters}
          isSortable={kind !== "mine"}
          onChange={(next) => setParams((current) => writeQueueFilters(current, next))}
        />
      </div>
      <QueueList
        kind={kind}
        isFiltered={Boolean(filters.disciplineId || filters.typeId)}
        items={queue.data?.items}
        isError={queue.isError}
        isAdmin={isAdmin}
        pendingId={pendingId}
        onClaim={handleClaim}
        onUnassign={handleUnassign}
      />
      {queue.data ? (
        <Pagination
          page={page}
          pageSize={REVIEW_QUEUE_PAGE_SIZE}
          total={queue.data.total}
          onPageChange={handlePageChange}
          label="Review pages"
        />
      ) : null}
    </PageContainer>
  );
}
