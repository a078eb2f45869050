import type { FeedbackRequestStatus } from "@keen/contracts";
import { cn } from "@/lib/cn";

const styles: Record<FeedbackRequestStatus, { label: string; className: string }> = {
  open: { label: "Waiting", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  answered: { label: "Answered", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  withdrawn: { label: "Withdrawn", className: "bg-slate-100 text-slate-600 ring-slate-200" },
};

/** Where a feedback request stands: waiting for an answer, answered, or withdrawn. */
export function RequestStatusBadge({ status }: { status: FeedbackRequestStatus }) {
  const style = styles[status];
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        style.className,
      )}
    >
      {style.label}
    </span>
  );
}
