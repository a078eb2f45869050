import type { Degree } from "@keen/contracts";
import { GraduationCap } from "lucide-react";
import type { ReactNode } from "react";
import { describeDegree, describeDegreeSource } from "./degree-text";

type DegreeListProps = { degrees: Degree[]; renderActions?: (degree: Degree) => ReactNode };

/** Degrees, one per row: what, where and when; optional controls per row (edit, remove). */
export function DegreeList({ degrees, renderActions }: DegreeListProps) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {degrees.map((degree) => (
        <li key={degree.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
          <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <GraduationCap aria-hidden className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900">{describeDegree(degree)}</p>
            <p className="text-sm text-slate-600">{describeDegreeSource(degree)}</p>
          </div>
          {renderActions ? <div className="flex shrink-0 gap-1">{renderActions(degree)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
