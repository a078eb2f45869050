import { Check } from "lucide-react";
import { type ReactNode, useState } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { Dialog, DialogContent, DialogFooter } from "./dialog";
import { SearchInput } from "./search-input";
import { Skeleton } from "./skeleton";

export type PickerDialogProps<T> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  searchLabel: string;
  query: string;
  /** Also called with "" when the dialog closes, so it reopens with a fresh search. */
  onQueryChange: (query: string) => void;
  results: T[] | undefined;
  isLoading: boolean;
  /** Shown instead of results (e.g. "Type two letters…"), or when nothing matched. */
  emptyText: string;
  getId: (item: T) => string;
  getLabel: (item: T) => string;
  renderOption: (item: T) => ReactNode;
  /** Ids already in the list: shown, but not selectable. */
  excludeIds: ReadonlySet<string>;
  onConfirm: (items: T[]) => Promise<void>;
};

/**
 * A searchable multi-select in a dialog: search, tick one or more results (already-listed ones are
 * marked and disabled), then add them all at once. Selections survive a new search.
 */
export function PickerDialog<T>(props: PickerDialogProps<T>) {
  const { open, onOpenChange, title, description, searchLabel, query, onQueryChange, results, isLoading } =
    props;
  const { emptyText, getId, getLabel, renderOption, excludeIds, onConfirm } = props;
  const [selected, setSelected] = useState<Map<string, T>>(new Map());
  const [isSaving, setSaving] = useState(false);

  const toggle = (item: T) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(getId(item))) next.delete(getId(item));
      else next.set(getId(item), item);
      return next;
    });

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setSelected(new Map());
      onQueryChange("");
    }
    onOpenChange(next);
  };

  const handleConfirm = async () => {
    setSaving(true);
    try {
      await onConfirm([...selected.values()]);
      handleOpenChange(false);
    } catch {
      // The API client has already shown the failure; the selection stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent title={title} description={description} size="lg">
        <SearchInput
          label={searchLabel}
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          autoFocus
        />
        <div className="mt-3 min-h-48" aria-busy={isLoading || undefined}>
          {isLoading ? (
            <div className="space-y-2">
              {[1, 2, 3].map((n) => (
                <Skeleton key={n} className="h-12 w-full" />
              ))}
            </div>
          ) : results?.length ? (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Results">
              {results.map((item) => {
                const id = getId(item);
                const isListed = excludeIds.has(id);
                const isChecked = isListed || selected.has(id);
                return (
                  <li key={id}>
                    <label
                      className={cn(
                        "flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-50",
                        isListed && "cursor-default opacity-60 hover:bg-transparent",
                      )}
                    >
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={isChecked}
                        disabled={isListed}
                        onChange={() => toggle(item)}
                        aria-label={`${getLabel(item)}${isListed ? " (already listed)" : ""}`}
                      />
                      <span className="min-w-0 flex-1">{renderOption(item)}</span>
                      {isListed ? (
                        <span className="text-xs font-medium text-slate-500">Already listed</span>
                      ) : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
              {emptyText}
            </p>
          )}
        </div>
        <DialogFooter className="sm:items-center">
          <p className="mr-auto text-sm text-slate-600" aria-live="polite">
            {selected.size ? `${selected.size} selected` : ""}
          </p>
          <Button variant="outline" onClick={() => handleOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={selected.size === 0} isLoading={isSaving} onClick={() => void handleConfirm()}>
            <Check aria-hidden />
            {selected.size > 1 ? `Add ${selected.size}` : "Add"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
