import type { FeedbackSummary as Summary } from "@keen/contracts";
import { Users } from "lucide-react";
import { formatAverage, ratingsLabel, timesUsedLabel } from "../lib/feedback-text";
import { Stars } from "./stars";

/** The average in stars and figures, how the ratings spread over one to five stars, and "used N times". */
export function FeedbackSummary({ summary }: { summary: Summary }) {
  const { ratingAverage, ratingCount, timesUsed, distribution } = summary;
  const max = Math.max(1, ...distribution);
  return (
    <div className="rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card)">
      {ratingAverage !== null && ratingCount > 0 ? (
        <div className="flex items-end gap-3">
          <p className="font-serif text-4xl leading-none font-semibold text-slate-900 tabular-nums">
            {formatAverage(ratingAverage)}
            <span className="sr-only"> out of 5</span>
          </p>
          <div className="pb-0.5">
            <Stars value={ratingAverage} size="md" />
            <p className="mt-1 text-xs text-slate-600">{ratingsLabel(ratingCount)}</p>
          </div>
        </div>
      ) : (
        <div>
          <Stars value={0} size="md" />
          <p className="mt-1.5 text-sm text-slate-600">No ratings yet</p>
        </div>
      )}
      {ratingCount > 0 ? (
        <dl className="mt-4 space-y-1.5" aria-label="Ratings by stars">
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = distribution[stars - 1] ?? 0;
            return (
              <div key={stars} className="flex items-center gap-2 text-xs text-slate-600">
                <dt className="w-12 shrink-0 tabular-nums">{stars === 1 ? "1 star" : `${stars} stars`}</dt>
                <dd className="flex flex-1 items-center gap-2">
                  <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                    <span
                      className="block h-full rounded-full bg-amber-400"
                      style={{ width: `${(count / max) * 100}%` }}
                    />
                  </span>
                  <span className="w-6 text-right tabular-nums">{count}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      <p className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-3 text-sm text-slate-700">
        <Users className="size-4 text-slate-500" aria-hidden />
        {timesUsed > 0 ? (
          <span>
            Members <span className="font-semibold text-slate-900">{timesUsedLabel(timesUsed)}</span> in
            teaching
          </span>
        ) : (
          <span>Nobody has said they used it yet</span>
        )}
      </p>
    </div>
  );
}
