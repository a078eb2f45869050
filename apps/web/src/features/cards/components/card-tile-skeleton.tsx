import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** The shape of a `CardTile` while its list loads. */
export function CardTileSkeleton({ variant = "grid" }: { variant?: "grid" | "compact" }) {
  const isCompact = variant === "compact";
  return (
    <div
      aria-hidden
      className={cn(
        "flex overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white",
        isCompact ? "flex-row" : "flex-col",
      )}
    >
      <Skeleton className={cn("rounded-none", isCompact ? "size-20 sm:size-24" : "aspect-[16/9] w-full")} />
      <div className={cn("flex flex-1 flex-col gap-2.5", isCompact ? "p-3" : "p-5")}>
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-5 w-4/5" />
        {isCompact ? null : <Skeleton className="h-4 w-full" />}
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  );
}
