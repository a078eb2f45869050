import type { LucideIcon } from "lucide-react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount } from "@/lib/format-count";

export type OverviewTileProps = {
  title: string;
  icon: LucideIcon;
  /** The headline number, undefined while loading. */
  total: number | undefined;
  totalLabel: string;
  /** The breakdown under the headline ("Published 12"). */
  parts: { label: string; value: number | undefined }[];
  link: { to: string; label: string };
};

/** One count of the admin overview: a headline number, its breakdown, and where to act on it. */
export function OverviewTile({ title, icon: Icon, total, totalLabel, parts, link }: OverviewTileProps) {
  return (
    <Card className="flex h-full flex-col p-5">
      <h2 className="flex items-center gap-2 font-sans text-sm font-semibold text-slate-600">
        <Icon className="size-4 text-brand-600" aria-hidden />
        {title}
      </h2>
      <div className="mt-3 flex items-baseline gap-2">
        {total === undefined ? (
          <Skeleton className="h-9 w-16" />
        ) : (
          <span className="font-serif text-4xl font-semibold text-slate-900 tabular-nums">
            {formatCount(total)}
          </span>
        )}
        <span className="text-sm text-slate-600">{totalLabel}</span>
      </div>
      <dl className="mt-4 space-y-1.5 border-t border-slate-100 pt-4 text-sm">
        {parts.map((part) => (
          <div key={part.label} className="flex items-center justify-between gap-3">
            <dt className="text-slate-600">{part.label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {part.value === undefined ? <Skeleton className="h-4 w-6" /> : formatCount(part.value)}
            </dd>
          </div>
        ))}
      </dl>
      <Link
        to={link.to}
        className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand-700 hover:underline"
      >
        {link.label} <ArrowRight className="size-4" aria-hidden />
      </Link>
    </Card>
  );
}
