import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

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

/** Initials, name, title and institution, and badges of one author or editor. */
export function PersonSummary({
  name,
  details,
  isExternal,
  isYou,
}: Omit<PersonRowProps, "handle" | "actions">) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2.5">
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
    </div>
  );
}

/** One author or editor in a bordered row: an optional handle, the person, and actions. */
export function PersonRow({ handle, actions, ...person }: PersonRowProps) {
  return (
    <div className="flex items-center gap-2.5 rounded-lg border border-slate-200 bg-white py-2 pr-2 pl-1.5">
      {handle}
      <PersonSummary {...person} />
      {actions}
    </div>
  );
}

/** The small "Remove" cross of an author or editor row; `label` names who and what ("… as an editor"). */
export function RemovePersonButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-slate-500 hover:text-red-700"
      aria-label={label}
      onClick={onRemove}
    >
      <X aria-hidden />
    </Button>
  );
}
