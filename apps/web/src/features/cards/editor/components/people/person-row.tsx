import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";

function initials(name: string) {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join("") || "?"
  );
}

type PersonRowProps = {
  name: string;
  details: string | null;
  isExternal?: boolean;
  isYou?: boolean;
  /** A drag handle before the avatar. */
  handle?: ReactNode;
  actions?: ReactNode;
};

/** One author or editor: initials, name, title and institution, badges and actions. */
export function PersonRow({ name, details, isExternal, isYou, handle, actions }: PersonRowProps) {
  return (
    <div className="flex items-center gap-2.5 rounded-lg border border-slate-200 bg-white py-2 pr-2 pl-1.5">
      {handle}
      <span
        aria-hidden
        className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
      >
        {initials(name)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium text-slate-900">
          <span className="truncate">{name}</span>
          {isYou ? <Badge variant="neutral">You</Badge> : null}
          {isExternal ? <Badge variant="neutral">No account</Badge> : null}
        </p>
        {details ? <p className="truncate text-xs text-slate-500">{details}</p> : null}
      </div>
      {actions}
    </div>
  );
}
