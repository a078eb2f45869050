import { X } from "lucide-react";
import { type Ref, useId, useMemo, useState } from "react";
import { FieldError } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import type { LookupOption } from "@/features/members";

type ChoiceListProps = {
  legend: string;
  hint?: string;
  options: LookupOption[] | undefined;
  isLoading: boolean;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  /** Receives the filter box, so a failed validation can move focus here. */
  inputRef?: Ref<HTMLInputElement>;
};

const label = (o: LookupOption) => (o.abbreviation ? `${o.name} (${o.abbreviation})` : o.name);

/** A filterable multi-select of checkboxes with the chosen entries shown as removable chips. */
export function ChoiceList(props: ChoiceListProps) {
  const { legend, hint, options, isLoading, value, onChange, error, inputRef } = props;
  const id = useId();
  const [filter, setFilter] = useState("");
  const selected = useMemo(() => new Set(value), [value]);
  const chosen = (options ?? []).filter((o) => selected.has(o.id));
  const visible = (options ?? []).filter((o) => label(o).toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (optionId: string) =>
    onChange(selected.has(optionId) ? value.filter((v) => v !== optionId) : [...value, optionId]);
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined;

  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={describedBy}
      aria-invalid={!!error || undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Chosen ${legend.toLowerCase()}`}>
          {chosen.map((o) => (
            <li key={o.id}>
              <button
                type="button"
                onClick={() => toggle(o.id)}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
              >
                {o.name}
                <X aria-hidden className="size-3" />
                <span className="sr-only">(remove)</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <SearchInput
        ref={inputRef}
        label={`Filter ${legend.toLowerCase()}`}
        placeholder={`Filter ${legend.toLowerCase()}`}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <div className="max-h-52 overflow-y-auto rounded-lg border border-slate-200">
        {isLoading ? (
          <div className="space-y-2 p-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-3/5" />
          </div>
        ) : visible.length === 0 ? (
          <p className="p-3 text-sm text-slate-500">
            {filter ? `Nothing matches “${filter}”.` : "No options available yet."}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {visible.map((o) => (
              <li key={o.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={selected.has(o.id)}
                    onChange={() => toggle(o.id)}
                  />
                  {label(o)}
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
