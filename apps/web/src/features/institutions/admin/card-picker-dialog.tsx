import type { CardSummary } from "@keen/contracts";
import { useState } from "react";
import { PickerDialog } from "@/components/ui/picker-dialog";
import { useCards } from "@/features/cards";
import { useDebouncedValue } from "@/lib/use-debounced-value";

type CardPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  excludeIds: ReadonlySet<string>;
  onConfirm: (cards: CardSummary[]) => Promise<void>;
};

/** Finds published cards by text (`GET /Card?q=`; newest first before anything is typed) and adds the ticked ones. */
export function CardPickerDialog(props: CardPickerDialogProps) {
  const [query, setQuery] = useState("");
  const q = useDebouncedValue(query.trim());
  const { data, isPending } = useCards({ q: q || undefined, pageSize: 10 });
  return (
    <PickerDialog
      {...props}
      title="Feature cards"
      description="Only published cards can be featured. They appear on the institution’s page in the list’s order."
      searchLabel="Search published cards"
      query={query}
      onQueryChange={setQuery}
      results={data?.items}
      isLoading={isPending}
      emptyText={q ? `No published card matches “${q}”.` : "No cards are published yet."}
      getId={(card) => card.id}
      getLabel={(card) => card.title || "Untitled card"}
      renderOption={(card) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium text-slate-900">{card.title || "Untitled card"}</span>
          <span className="block truncate text-xs text-slate-500">
            {[card.type?.name, card.authors.map((a) => a.name).join(", ")].filter(Boolean).join(" · ")}
          </span>
        </span>
      )}
    />
  );
}
