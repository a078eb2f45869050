import type { InstitutionListItem } from "@keen/contracts";
import { useState } from "react";
import { PickerDialog } from "@/components/ui/picker-dialog";
import { formatPlace, InstitutionLogo, useInstitutions } from "@/features/institutions";
import { useDebouncedValue } from "@/lib/use-debounced-value";

type InstitutionPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  excludeIds: ReadonlySet<string>;
  onConfirm: (institutions: InstitutionListItem[]) => Promise<void>;
};

/** Finds institutions by name (`GET /Institution?q=`) and adds the ticked ones as partners. */
export function InstitutionPickerDialog(props: InstitutionPickerDialogProps) {
  const [query, setQuery] = useState("");
  const q = useDebouncedValue(query.trim());
  const { data, isPending } = useInstitutions({ q: q || undefined, pageSize: 20 });
  return (
    <PickerDialog
      {...props}
      title="Add partners"
      description="Tick one or more institutions; they join the end of the partner list."
      searchLabel="Search institutions by name"
      query={query}
      onQueryChange={setQuery}
      results={data?.items}
      isLoading={isPending}
      emptyText={
        q ? `No institution matches “${q}”.` : "No institutions exist yet. Create one under Institutions."
      }
      getId={(institution) => institution.id}
      getLabel={(institution) => institution.name}
      renderOption={(institution) => (
        <span className="flex items-center gap-3">
          <InstitutionLogo institution={institution} className="size-9 rounded-lg" />
          <span className="min-w-0">
            <span className="block truncate font-medium text-slate-900">{institution.name}</span>
            <span className="block truncate text-xs text-slate-500">{formatPlace(institution)}</span>
          </span>
        </span>
      )}
    />
  );
}
