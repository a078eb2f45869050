import type { SearchFacets } from "@keen/contracts";
import { X } from "lucide-react";
import {
  type CardFilters,
  countActiveFilters,
  filterValueLabel,
  type MultiFilterKey,
  multiFilterKeys,
} from "../lib/card-filters";

type ActiveFiltersProps = {
  filters: CardFilters;
  facets: SearchFacets | null | undefined;
  onToggle: (key: MultiFilterKey, value: string) => void;
  onTagChange: (tag: string | undefined) => void;
  onRecognitionChange: (change: { reviewed?: boolean; exemplar?: boolean }) => void;
  onClear: () => void;
};

/** The filters that are on, each removable, and "Clear filters" (nothing when none is on). */
export function ActiveFilters({
  filters,
  facets,
  onToggle,
  onTagChange,
  onRecognitionChange,
  onClear,
}: ActiveFiltersProps) {
  if (countActiveFilters(filters) === 0) return null;
  const chips: { key: string; label: string; onRemove: () => void }[] = [
    ...multiFilterKeys.flatMap((key) =>
      filters[key].map((value) => ({
        key: `${key}-${value}`,
        label: filterValueLabel(facets, key, value),
        onRemove: () => onToggle(key, value),
      })),
    ),
    ...(filters.tag
      ? [{ key: "tag", label: `#${filters.tag}`, onRemove: () => onTagChange(undefined) }]
      : []),
    ...(filters.reviewed
      ? [
          {
            key: "reviewed",
            label: "Peer reviewed",
            onRemove: () => onRecognitionChange({ reviewed: false }),
          },
        ]
      : []),
    ...(filters.exemplar
      ? [{ key: "exemplar", label: "Exemplar", onRemove: () => onRecognitionChange({ exemplar: false }) }]
      : []),
  ];
  return (
    <ul aria-label="Filters on" className="mb-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={chip.onRemove}
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex h-8 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm text-brand-800 hover:border-brand-400"
          >
            {chip.label}
            <X aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onClear}
          className="h-8 px-2 text-sm font-medium text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline"
        >
          Clear filters
        </button>
      </li>
    </ul>
  );
}
