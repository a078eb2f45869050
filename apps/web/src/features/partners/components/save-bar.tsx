import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type SaveBarProps = { isDirty: boolean; isSaving: boolean; onSave: () => void; onDiscard: () => void };

/**
 * The editor's Save and Discard, saying whether there are unsaved changes; while there are, it stays
 * in view at the bottom of the window (sticky, so it settles under the last section).
 */
export function SaveBar({ isDirty, isSaving, onSave, onDiscard }: SaveBarProps) {
  return (
    <div
      className={cn(
        "z-30 flex items-center justify-between gap-3 rounded-(--radius-card) border border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-5",
        isDirty && "sticky bottom-3 shadow-(--shadow-pop)",
      )}
    >
      <p
        className={cn("text-sm", isDirty ? "font-medium text-amber-800" : "text-slate-500")}
        aria-live="polite"
      >
        {isDirty ? "Unsaved changes" : "All changes saved"}
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" disabled={!isDirty || isSaving} onClick={onDiscard}>
          Discard
        </Button>
        <Button disabled={!isDirty} isLoading={isSaving} onClick={onSave}>
          Save
        </Button>
      </div>
    </div>
  );
}
