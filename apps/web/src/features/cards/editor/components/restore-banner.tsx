import { unitsOfPatch } from "@keen/contracts";
import { History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format-relative-time";
import { labelOfPath } from "../lib/field-labels";
import type { LocalDraft } from "../lib/local-draft";

/** Offers to bring back changes this device kept but never saved (a closed tab, lost connection). */
export function RestoreBanner({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: LocalDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const fields = unitsOfPatch(draft.changes).map(labelOfPath);
  return (
    <section
      aria-labelledby="restore-title"
      className="rounded-(--radius-card) border border-brand-200 bg-brand-50 p-4 shadow-(--shadow-card) sm:p-5"
    >
      <div className="flex items-start gap-3">
        <History aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <h2 id="restore-title" className="font-sans text-base font-semibold text-brand-950">
            You have unsaved changes from {formatDateTime(draft.savedAt)}
          </h2>
          <p className="mt-1 text-sm text-brand-900">
            This device kept changes to {fields.join(", ")} that never reached the server. Restore them to
            continue where you left off.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={onRestore}>Restore my changes</Button>
            <Button variant="outline" onClick={onDiscard}>
              Discard them
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
