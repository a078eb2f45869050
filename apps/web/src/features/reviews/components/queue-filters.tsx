import { type ComponentProps, useId } from "react";
import { Select } from "@/components/ui/input";
import { useCardTypes, useDisciplines } from "@/features/cards";
import type { ReviewQueueFilters } from "../api/review-keys";

type QueueFiltersProps = {
  filters: ReviewQueueFilters;
  /** Whether the list has an order to choose (a reviewer's own reviews are latest change first). */
  isSortable: boolean;
  onChange: (filters: ReviewQueueFilters) => void;
};

function LabelledSelect({ label, ...props }: ComponentProps<typeof Select> & { label: string }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <Select id={id} {...props} />
    </div>
  );
}

/** The queue's triage: a discipline, a card type, and oldest or newest first. */
export function QueueFilters({ filters, isSortable, onChange }: QueueFiltersProps) {
  const disciplines = useDisciplines();
  const cardTypes = useCardTypes();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="sr-only">Filter and sort the reviews</legend>
      <LabelledSelect
        label="Discipline"
        value={filters.disciplineId ?? ""}
        onChange={(event) => onChange({ ...filters, disciplineId: event.target.value || undefined })}
      >
        <option value="">All disciplines</option>
        {disciplines.data?.map((discipline) => (
          <option key={discipline.id} value={discipline.id}>
            {discipline.name}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label="Card type"
        value={filters.typeId ?? ""}
        onChange={(event) => onChange({ ...filters, typeId: event.target.value || undefined })}
      >
        <option value="">All types</option>
        {cardTypes.data?.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </LabelledSelect>
      {isSortable ? (
        <LabelledSelect
          label="Order"
          value={filters.sort ?? "oldest"}
          onChange={(event) =>
            onChange({ ...filters, sort: event.target.value === "newest" ? "newest" : undefined })
          }
        >
          <option value="oldest">Oldest first</option>
          <option value="newest">Newest first</option>
        </LabelledSelect>
      ) : null}
    </fieldset>
  );
}

/** The filters a queue's address carries (`?discipline=&type=&sort=newest`). */
export function readQueueFilters(params: URLSearchParams): ReviewQueueFilters {
  return {
    disciplineId: params.get("discipline") ?? undefined,
    typeId: params.get("type") ?? undefined,
    sort: params.get("sort") === "newest" ? "newest" : undefined,
  };
}

/** `filters` written into `params` (the page starts over at 1). */
export function writeQueueFilters(params: URLSearchParams, filters: ReviewQueueFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of [
    ["discipline", filters.disciplineId],
    ["type", filters.typeId],
    ["sort", filters.sort],
  ] as const) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete("page");
  return next;
}
