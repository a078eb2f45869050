import { Star, Users } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";
import { formatAverage, ratingsLabel, timesUsedLabel } from "../lib/feedback-text";

type EngagementFiguresProps = {
  ratingAverage: number | null;
  ratingCount: number;
  timesUsed: number;
  className?: string;
};

/**
 * A card's rating and "times used" in one compact line for tiles and headers ("★ 4.3 (12) · 5 used");
 * nothing at all while a card has neither.
 */
export function EngagementFigures({
  ratingAverage,
  ratingCount,
  timesUsed,
  className,
}: EngagementFiguresProps) {
  const hasRating = ratingAverage !== null && ratingCount > 0;
  if (!hasRating && timesUsed <= 0) return null;
  return (
    <span className={cn("inline-flex items-center gap-2.5 text-xs text-slate-600", className)}>
      {hasRating ? (
        <span className="inline-flex items-center gap-1">
          <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden />
          <span aria-hidden className="font-semibold text-slate-800 tabular-nums">
            {formatAverage(ratingAverage)}
          </span>
          <span aria-hidden className="tabular-nums">
            ({formatCount(ratingCount)})
          </span>
          <span className="sr-only">
            Rated {formatAverage(ratingAverage)} out of 5 from {ratingsLabel(ratingCount)}
          </span>
        </span>
      ) : null}
      {timesUsed > 0 ? (
        <span
          className="inline-flex items-center gap-1"
          title={`Members ${timesUsedLabel(timesUsed)} in teaching`}
        >
          <Users className="size-3.5 text-slate-500" aria-hidden />
          <span aria-hidden className="tabular-nums">
            {formatCount(timesUsed)} used
          </span>
          <span className="sr-only">{`${hasRating ? ", " : ""}${timesUsedLabel(timesUsed)} in teaching`}</span>
        </span>
      ) : null}
    </span>
  );
}
