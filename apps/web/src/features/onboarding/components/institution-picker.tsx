import type { InstitutionSummary } from "@keen/contracts";
import { Building2 } from "lucide-react";
import { type Ref, useId, useState } from "react";
import { FieldError } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { useInstitutions } from "@/features/members";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";

type InstitutionPickerProps = {
  value: string;
  selected: InstitutionSummary | undefined;
  onChange: (institution: InstitutionSummary) => void;
  error?: string;
  /** Receives the search box, so a failed validation can move focus here. */
  inputRef?: Ref<HTMLInputElement>;
};

const place = (i: InstitutionSummary) => [i.city, i.region, i.country].filter(Boolean).join(", ");

/** Search-as-you-type list of institutions (`/Lookup/Institutions?q=`), chosen with radio buttons. */
export function InstitutionPicker({ value, selected, onChange, error, inputRef }: InstitutionPickerProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  const searchText = useDebouncedValue(query);
  const { data, isLoading, isFetching } = useInstitutions(searchText);
  const results = data ?? [];

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Institution</legend>
      {selected ? (
        <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <Building2 aria-hidden className="size-4 shrink-0" />
          <span>
            <span className="font-medium">{selected.name}</span>
            {place(selected) ? <span className="text-brand-800/80"> · {place(selected)}</span> : null}
          </span>
        </p>
      ) : null}
      <SearchInput
        ref={inputRef}
        label="Search institutions"
        placeholder="Search by name, e.g. “Lawrence Tech”"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-invalid={!!error || undefined}
      />
      <div
        className={cn(
          "max-h-64 overflow-y-auto rounded-lg border border-slate-200",
          isFetching && "opacity-70",
        )}
        aria-busy={isFetching || undefined}
      >
        {isLoading ? (
          <div className="space-y-2 p-3">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : results.length === 0 ? (
          <p className="p-3 text-sm text-slate-500">
            {searchText
              ? `No institution matches “${searchText}”. Try a shorter or different name.`
              : "No institutions are listed yet."}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {results.map((institution) => (
              <li key={institution.id}>
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm hover:bg-slate-50">
                  <input
                    type="radio"
                    name={`${id}-institution`}
                    className="mt-0.5 size-4 accent-brand-600"
                    checked={value === institution.id}
                    onChange={() => onChange(institution)}
                  />
                  <span>
                    <span className="block font-medium text-slate-900">{institution.name}</span>
                    {place(institution) ? (
                      <span className="block text-xs text-slate-500">{place(institution)}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
