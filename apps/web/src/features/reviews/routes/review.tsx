import { FileQuestion } from "lucide-react";
import { Link, useParams } from "react-router";
import { DocumentTitle } from "@/components/layout/document-title";
import { PageContainer } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { useReview } from "../api/get-review";
import { useRubric } from "../api/get-rubric";
import { ReviewScreen } from "../components/review-screen";
import { ReviewerGate } from "../components/reviewer-gate";

function ReviewSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading the review…</span>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mt-5 h-9 w-2/3" />
      <Skeleton className="mt-3 h-4 w-1/2" />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)]">
        <Skeleton className="h-[28rem] rounded-(--radius-card)" />
        <div className="space-y-4">
          <Skeleton className="h-48 rounded-(--radius-card)" />
          <Skeleton className="h-48 rounded-(--radius-card)" />
        </div>
      </div>
    </div>
  );
}

function ReviewPage() {
  const { cardId = "", reviewId = "" } = useParams();
  const review = useReview(cardId, reviewId);
  const rubric = useRubric();
  const error = review.error ?? rubric.error;
  if (error) {
    const isMissing = isApiError(error) && [400, 403, 404].includes(error.status ?? 0);
    if (!isMissing) throw error;
    return (
      <EmptyState
        icon={FileQuestion}
        title="This review is not available"
        description="It may have been withdrawn, or it belongs to someone else. Go back to the review lists to find another."
        actions={
          <Button asChild>
            <Link to="/reviews">Back to reviews</Link>
          </Button>
        }
      />
    );
  }
  if (!review.data || !rubric.data) return <ReviewSkeleton />;
  return (
    <>
      <DocumentTitle title={`Review: ${review.data.cardTitle || "Untitled card"}`} />
      <ReviewScreen review={review.data} rubric={rubric.data} />
    </>
  );
}

/** Route module for `/reviews/:cardId/:reviewId` (reviewers and admins); lazy, with the diff library. */
export function Component() {
  return (
    <ReviewerGate>
      <PageContainer className="py-8 sm:py-10">
        <ReviewPage />
      </PageContainer>
    </ReviewerGate>
  );
}
