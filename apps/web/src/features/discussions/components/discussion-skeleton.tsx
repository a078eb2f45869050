import { Skeleton } from "@/components/ui/skeleton";

/** Two comment-shaped placeholders while the discussion loads. */
export function DiscussionSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only">Loading comments…</span>
      {[0, 1].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2 pt-1">
            <Skeleton className="h-3.5 w-40" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
