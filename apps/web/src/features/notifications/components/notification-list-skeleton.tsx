import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

type NotificationListSkeletonProps = { rows?: number; density?: "compact" | "comfortable" };

/** Placeholder rows while a page of notifications loads (in the dropdown and on the page). */
export function NotificationListSkeleton({
  rows = 5,
  density = "comfortable",
}: NotificationListSkeletonProps) {
  return (
    <div
      className={cn(density === "comfortable" && "divide-y divide-slate-100")}
      role="status"
      aria-busy="true"
      aria-label="Loading notifications"
    >
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} className={cn("flex gap-3", density === "compact" ? "px-3 py-2.5" : "px-4 py-4")}>
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2 pt-1">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3.5 w-5/6" />
            <Skeleton className="h-3 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}
