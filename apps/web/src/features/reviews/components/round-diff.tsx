import type { CardContent } from "@keen/contracts";
import { useMemo } from "react";
import { diffRoundContent } from "../lib/content-diff";

type RoundDiffProps = { before: CardContent; after: CardContent; fromRound: number };

/**
 * What changed in the title, summary and rich-text fields since the previous round: removed words
 * struck through in red, added ones underlined in green (and named for screen readers).
 */
export function RoundDiff({ before, after, fromRound }: RoundDiffProps) {
  const fields = useMemo(() => diffRoundContent(before, after), [before, after]);
  if (fields.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
        The title, summary and text are the same as in round {fromRound}. Changes to resources or attributes
        are not compared here.
      </p>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        <ins className="rounded-sm bg-emerald-50 px-0.5 text-emerald-900 decoration-emerald-600">Added</ins>{" "}
        and <del className="rounded-sm bg-red-50 px-0.5 text-red-900 decoration-red-600">removed</del> text
        since round {fromRound}.
      </p>
      {fields.map((field) => (
        <section key={field.field} aria-label={`Changes to ${field.label}`}>
          <h3 className="font-sans text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {field.label}
          </h3>
          <p className="mt-1.5 text-[0.95rem] leading-7 break-words whitespace-pre-line text-slate-800">
            {field.parts.map((part, index) =>
              part.kind === "added" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts are a fixed sequence for this pair of rounds.
                <ins key={index} className="rounded-sm bg-emerald-50 text-emerald-900 decoration-emerald-600">
                  <span className="sr-only">[added: </span>
                  {part.value}
                  <span className="sr-only">]</span>
                </ins>
              ) : part.kind === "removed" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                <del key={index} className="rounded-sm bg-red-50 text-red-900 decoration-red-600">
                  <span className="sr-only">[removed: </span>
                  {part.value}
                  <span className="sr-only">]</span>
                </del>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                <span key={index}>{part.value}</span>
              ),
            )}
          </p>
        </section>
      ))}
    </div>
  );
}
