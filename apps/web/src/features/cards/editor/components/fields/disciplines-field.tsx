import { cardLimits } from "@keen/contracts";
import { Search, X } from "lucide-react";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDisciplines } from "@/features/cards/api/get-disciplines";
import { useDraftField, useEditorContext } from "../../editor-context";

/** Disciplines: the chosen ones as removable chips above a filterable checkbox list. */
export function DisciplinesField() {
  const { card } = useEditorContext();
  const { value, setValue, error, id } = useDraftField<string[]>("attributes.disciplineIds");
  const disciplines = useDisciplines();
  const [filter, setFilter] = useState("");
  const all = disciplines.data ?? [];
  const nameOf = (disciplineId: string) =>
    all.find((d) => d.id === disciplineId)?.name ??
    card.disciplines.find((d) => d.id === disciplineId)?.name ??
    "…";
  const shown = all.filter((d) => d.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const isFull = value.length >= cardLimits.disciplines;
  const toggle = (disciplineId: string, on: boolean) =>
    setValue(on ? [...value, disciplineId] : value.filter((v) => v !== disciplineId));

  return (
    <fieldset id={id} className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">Disciplines</legend>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-slate-500">
        Choose up to {cardLimits.disciplines}. {value.length ? `${value.length} chosen.` : ""}
      </p>
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen disciplines">
          {value.map((disciplineId) => (
            <li
              key={disciplineId}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-sm text-slate-800 ring-1 ring-slate-200 ring-inset"
            >
              {nameOf(disciplineId)}
              <button
                type="button"
                disabled={!card.abilities.edit}
                onClick={() => toggle(disciplineId, false)}
                aria-label={`Remove ${nameOf(disciplineId)}`}
                className="grid size-5 place-items-center rounded-full text-slate-600 hover:bg-slate-200"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" />
        <Input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Filter disciplines"
          aria-label="Filter disciplines"
          className="pl-9"
        />
      </div>
      <div className="max-h-56 overflow-y-auto rounded-lg border border-slate-200">
        {disciplines.isLoading ? (
          <div className="space-y-2 p-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-3/5" />
          </div>
        ) : shown.length === 0 ? (
          <p className="p-3 text-sm text-slate-500">No discipline matches “{filter}”.</p>
        ) : (
          <ul className="grid sm:grid-cols-2">
            {shown.map((discipline) => {
              const isChecked = value.includes(discipline.id);
              return (
                <li key={discipline.id}>
                  <label className="flex cursor-pointer items-center gap-2.5 px-3 py-2 text-sm hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={isChecked}
                      disabled={!card.abilities.edit || (!isChecked && isFull)}
                      onChange={(event) => toggle(discipline.id, event.target.checked)}
                    />
                    {discipline.name}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
