import type { CSSProperties } from "react";
import type { CollabUser } from "../../lib/collab-session";

/** Co-editors shown by name beside a field before the rest are summed up as "+N". */
const MAX_NAMED = 2;

/**
 * Who else is in a form field now: their names in their caret colours, beside the field's label
 * (announced politely, so a screen-reader user hears someone join the field they are in).
 */
export function FieldPresence({ others, fieldLabel }: { others: CollabUser[]; fieldLabel: string }) {
  const named = others.slice(0, MAX_NAMED);
  const more = others.length - named.length;
  return (
    <span aria-live="polite" className="flex min-w-0 flex-wrap items-center justify-end gap-1">
      {others.length ? (
        <span className="sr-only">
          {`${others.map((person) => person.name).join(", ")} ${others.length === 1 ? "is" : "are"} in ${fieldLabel}`}
        </span>
      ) : null}
      {named.map((person) => (
        <span
          key={person.id}
          aria-hidden="true"
          className="max-w-40 truncate rounded px-1.5 text-xs leading-5 font-semibold text-white"
          style={{ backgroundColor: person.color }}
        >
          {person.name}
        </span>
      ))}
      {more > 0 ? (
        <span
          aria-hidden="true"
          className="rounded bg-slate-200 px-1.5 text-xs leading-5 font-semibold text-slate-700"
        >
          +{more}
        </span>
      ) : null}
    </span>
  );
}

/** The outline a field takes in the colour of the first co-editor in it. */
export function presenceOutline(others: CollabUser[]): CSSProperties | undefined {
  const first = others[0];
  return first ? { boxShadow: `0 0 0 2px ${first.color}` } : undefined;
}
