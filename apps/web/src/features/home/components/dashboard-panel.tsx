import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

type DashboardPanelProps = {
  id: string;
  title: string;
  viewAll?: { label: string; to: string };
  isLoading?: boolean;
  children: ReactNode;
};

function PanelSkeleton() {
  return (
    <ul className="space-y-4" aria-hidden>
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A titled dashboard panel with an optional "view all" link; shows skeleton rows while loading. */
export function DashboardPanel({ id, title, viewAll, isLoading, children }: DashboardPanelProps) {
  return (
    <Card className="flex flex-col" aria-labelledby={id} aria-busy={isLoading || undefined} role="region">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 id={id} className="font-sans text-base font-semibold">
          {title}
        </h2>
        {viewAll ? (
          <Link to={viewAll.to} className="rounded text-sm font-medium text-brand-700 hover:underline">
            {viewAll.label}
          </Link>
        ) : null}
      </div>
      <div className="flex-1 p-5">{isLoading ? <PanelSkeleton /> : children}</div>
    </Card>
  );
}
