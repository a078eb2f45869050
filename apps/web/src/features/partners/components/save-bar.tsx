import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type SaveBarProps = { isDirty: boolean; isSaving: boolean; onSave: () => void; onDiscard: () => void };

/** A bar fixed to the bottom of the window: whether there are unsaved changes, Discard and Save. */
export function SaveBar({ isDirty, isSaving, onSave, onDiscard }: SaveBarProps) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
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
    </div>
  );
}
