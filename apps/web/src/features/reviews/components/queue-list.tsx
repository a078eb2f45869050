import type { ReviewSummary } from "@keen/contracts";
import { ClipboardCheck, Filter, Inbox, Timer } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { ReviewQueueKind } from "../api/review-keys";
import { QueueRow } from "./queue-row";

const empty: Record<ReviewQueueKind, { icon: typeof Inbox; title: string; description: string }> = {
  submitted: {
    icon: Inbox,
    title: "Nothing is waiting for a reviewer",
    description:
      "Cards their authors submit for review appear here, the longest waiting first. Claim one to review it.",
  },
  "under-review": {
    icon: Timer,
    title: "No reviews in progress",
    description: "Reviews someone has claimed appear here with who has them and since when.",
  },
  mine: {
    icon: ClipboardCheck,
    title: "You have not reviewed any cards yet",
    description: "Claim a card from the Submitted list; the reviews you claim and finish are kept here.",
  },
};

const labels: Record<ReviewQueueKind, string> = {
  submitted: "Submitted for review",
  "under-review": "Under review",
  mine: "My reviews",
};

type QueueListProps = {
  kind: ReviewQueueKind;
  /** A discipline or card type is chosen: an empty list says so. */
  isFiltered?: boolean;
  items: ReviewSummary[] | undefined;
  isError: boolean;
  isAdmin: boolean;
  pendingId: string | undefined;
  onClaim: (review: ReviewSummary) => void;
  onUnassign: (review: ReviewSummary) => void;
};

/** A queue's rows, a skeleton while it loads, or what to do when it is empty. */
export function QueueList({ kind, items, isError, isFiltered, ...rowProps }: QueueListProps) {
  if (isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
        This list could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (!items) {
    return (
      <Card aria-busy="true" className="divide-y divide-slate-100">
        <span className="sr-only">Loading reviews…</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-6 px-5 py-5">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-3 w-1/4" />
            </div>
            <Skeleton className="h-8 w-20" />
          </div>
        ))}
      </Card>
    );
  }
  if (items.length === 0 && isFiltered) {
    return (
      <EmptyState
        icon={Filter}
        title="No reviews match these filters"
        description="Choose All disciplines or All types to see the whole list."
      />
    );
  }
  if (items.length === 0) {
    const { icon, title, description } = empty[kind];
    return <EmptyState icon={icon} title={title} description={description} />;
  }
  return (
    <Card className="overflow-hidden">
      <ul aria-label={labels[kind]} className="divide-y divide-slate-100">
        {items.map((review) => (
          <QueueRow key={review.id} review={review} kind={kind} {...rowProps} />
        ))}
      </ul>
    </Card>
  );
}
