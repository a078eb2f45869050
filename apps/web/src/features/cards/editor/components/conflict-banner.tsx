import type { CardFieldConflict } from "@keen/contracts";
import { getUnit, unitOfPath } from "@keen/contracts";
import { GitMerge } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/lib/format-date";
import { describeValue } from "../lib/describe-value";
import type { DraftSnapshot } from "../lib/draft-state";
import { labelOfPath } from "../lib/field-labels";

type ConflictBannerProps = {
  snapshot: DraftSnapshot;
  onKeepMine: () => void;
  onUseTheirs: () => void;
};

function changedWhen(field: CardFieldConflict) {
  const name = field.changedBy?.name ?? "Someone else";
  return `${name} · ${formatTime(new Date(field.changedAt))}`;
}

/**
 * Says which fields someone else changed since this tab loaded them, showing both versions, and
 * lets the person keep theirs (saved over the other) or take the other person's. Nothing is saved
 * until they choose, so neither person's work is lost silently.
 */
export function ConflictBanner({ snapshot, onKeepMine, onUseTheirs }: ConflictBannerProps) {
  const fields = snapshot.conflict?.fields ?? [];
  const names = fields.map((f) => labelOfPath(f.field));
  const people = [...new Set(fields.map((f) => f.changedBy?.name ?? "Someone else"))];
  const who = people.length === 1 ? people[0] : "Others";

  return (
    <section
      aria-labelledby="conflict-title"
      className="rounded-(--radius-card) border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-(--shadow-card) sm:p-5"
    >
      <div className="flex items-start gap-3">
        <GitMerge aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 flex-1">
          <h2
            tabIndex={-1}
            id="conflict-title"
            className="font-sans text-base font-semibold text-amber-950 focus:outline-none"
          >
            {who} changed {names.join(", ")} while you were editing
          </h2>
          <p className="mt-1 text-sm text-amber-900">
            Your changes are not saved yet (they are kept on this device). Choose which version to keep.
          </p>
          <ul className="mt-3 space-y-2">
            {fields.map((field) => {
              const unit = unitOfPath(field.field);
              const mine = unit ? getUnit(snapshot.local, unit) : undefined;
              return (
                <li key={field.field} className="rounded-lg bg-white/70 p-3 text-sm ring-1 ring-amber-200">
                  <p className="font-medium text-slate-900">{labelOfPath(field.field)}</p>
                  <dl className="mt-1 grid gap-1 sm:grid-cols-[8rem_1fr]">
                    <dt className="text-slate-600">Yours</dt>
                    <dd className="break-words text-slate-900">{describeValue(mine)}</dd>
                    <dt className="text-slate-600">Theirs</dt>
                    <dd className="break-words text-slate-900">
                      {describeValue(field.currentValue)}
                      <span className="block text-xs text-slate-500">{changedWhen(field)}</span>
                    </dd>
                  </dl>
                </li>
              );
            })}
          </ul>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={onKeepMine}>Keep mine</Button>
            <Button variant="outline" onClick={onUseTheirs}>
              Use theirs
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
