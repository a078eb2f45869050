import { getInitials } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import type { Present } from "../lib/presence";

/** Avatars shown before the rest are summed up as "+N". */
const MAX_SHOWN = 4;

function initialsOf(name: string): string {
  const parts = name.split(/\s+/);
  return getInitials(parts[0], parts.length > 1 ? parts.at(-1) : undefined);
}

const describe = (person: Present) => (person.isSelf ? `${person.name} (you)` : person.name);

/**
 * Who is editing the card right now: overlapping initials in each person's caret colour (the
 * colour their caret and name show in the text), this person first; names on hover and for
 * screen readers.
 */
export function PresenceRow({ people, className }: { people: Present[]; className?: string }) {
  if (people.length === 0) return null;
  const shown = people.slice(0, MAX_SHOWN);
  const hidden = people.slice(MAX_SHOWN);
  const names = people.map(describe).join(", ");
  return (
    <ul
      aria-label={`Editing now: ${names}`}
      className={cn("flex shrink-0 items-center -space-x-1.5", className)}
    >
      {shown.map((person) => (
        <li key={person.id} className="relative">
          <span
            role="img"
            aria-label={describe(person)}
            title={describe(person)}
            className="grid size-8 place-items-center rounded-full text-xs font-semibold text-white ring-2 ring-white"
            style={{ backgroundColor: person.color }}
          >
            {initialsOf(person.name)}
          </span>
        </li>
      ))}
      {hidden.length ? (
        <li>
          <span
            role="img"
            aria-label={`and ${hidden.map(describe).join(", ")}`}
            title={hidden.map(describe).join(", ")}
            className="grid size-8 place-items-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 ring-2 ring-white"
          >
            +{hidden.length}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
