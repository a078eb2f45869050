import { Link } from "react-router";
import { cn } from "@/lib/cn";
import type { ReviewQueueKind } from "../api/review-keys";

/** The tabs of `/reviews`, in order, with their labels. */
export const queueTabs: { kind: ReviewQueueKind; label: string }[] = [
  { kind: "submitted", label: "Submitted" },
  { kind: "under-review", label: "Under review" },
  { kind: "mine", label: "My reviews" },
];

/** Reads the tab from `?tab=`; Submitted when missing or unknown. */
export function queueKindOf(value: string | null): ReviewQueueKind {
  return queueTabs.find((tab) => tab.kind === value)?.kind ?? "submitted";
}

/** Submitted, Under review and My reviews as links (`?tab=`), so each can be bookmarked and shared. */
export function QueueTabs({
  current,
  counts,
}: {
  current: ReviewQueueKind;
  counts: Partial<Record<ReviewQueueKind, number>>;
}) {
  return (
    <nav
      aria-label="Review lists"
      className="inline-flex max-w-full overflow-x-auto rounded-lg bg-slate-100 p-1"
    >
      {queueTabs.map((tab) => {
        const count = counts[tab.kind];
        const isCurrent = tab.kind === current;
        return (
          <Link
            key={tab.kind}
            to={tab.kind === "submitted" ? "/reviews" : `/reviews?tab=${tab.kind}`}
            aria-current={isCurrent ? "page" : undefined}
            className={cn(
              // Three equal tabs fill a phone's width; from `sm` they size to their labels.
              "inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-[0.8125rem] font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 sm:flex-none sm:px-3.5 sm:text-sm",
              isCurrent && "bg-white text-slate-900 shadow-sm",
            )}
          >
            {tab.label}
            {count !== undefined && count > 0 ? (
              <span className="rounded-full bg-slate-200 px-1.5 text-xs font-semibold text-slate-700 tabular-nums">
                {count}
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}
