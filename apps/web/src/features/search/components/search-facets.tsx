import type { SearchFacets as Facets, SearchFacetValue, SearchSort } from "@keen/contracts";
import { Check } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";
import { type CardFilters, filterValueLabel, type MultiFilterKey } from "../lib/card-filters";

const sorts: { value: SearchSort; label: string }[] = [
  { value: "relevance", label: "Best match" },
  { value: "newest", label: "Newest" },
  { value: "top_rated", label: "Top rated" },
  { value: "most_used", label: "Most used" },
];

/** "Sort by" for card results (relevance needs a query; the service lists newest without one). */
export function SearchSortPicker({
  value,
  onChange,
  label = "Sort by",
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
  label?: string;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {sorts.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Values listed before "Show all". */
const SHOWN_VALUES = 6;

type FacetListProps = {
  title: string;
  values: SearchFacetValue[];
  selected: string[];
  isEstimate: boolean;
  /** Several values may be on at once (checkboxes) rather than one (a toggle). */
  isMulti?: boolean;
  /** The label of a chosen value that no match has now. */
  labelOf?: (value: string) => string;
  onToggle: (value: string) => void;
};

/**
 * One facet: its values with counts as toggle buttons. A chosen value stays listed even when no
 * match has it now, so it can always be turned off here.
 */
function FacetList(props: FacetListProps) {
  const {
    title,
    values,
    selected,
    isEstimate,
    isMulti = false,
    labelOf = (value) => value,
    onToggle,
  } = props;
  const [isExpanded, setIsExpanded] = useState(false);
  const titleId = useId();
  const missing = selected
    .filter((value) => !values.some((facet) => facet.value === value))
    .map((value) => ({ value, label: labelOf(value), count: 0 }));
  const all = [...values, ...missing];
  if (all.length === 0) return null;
  const shown = isExpanded
    ? all
    : all.filter((facet, i) => i < SHOWN_VALUES || selected.includes(facet.value));
  return (
    <fieldset className="space-y-1" aria-labelledby={titleId}>
      <legend id={titleId} className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </legend>
      {shown.map((facet) => {
        const isActive = selected.includes(facet.value);
        return (
          <button
            key={facet.value}
            type="button"
            aria-pressed={isActive}
            onClick={() => onToggle(facet.value)}
            className={cn(
              "flex w-full items-center gap-2 rounded-md px-2 py-1 text-left text-sm transition-colors",
              isActive ? "bg-brand-50 font-medium text-brand-800" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {isMulti ? (
              <span
                aria-hidden
                className={cn(
                  "flex size-4 shrink-0 items-center justify-center rounded border",
                  isActive ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400 bg-white",
                )}
              >
                {isActive ? <Check className="size-3" strokeWidth={3} /> : null}
              </span>
            ) : null}
            <span className="min-w-0 flex-1 truncate">{facet.label}</span>
            <span className="text-xs text-slate-500">
              {isEstimate ? "~" : ""}
              {formatCount(facet.count)}
            </span>
          </button>
        );
      })}
      {all.length > shown.length || isExpanded ? (
        <button
          type="button"
          onClick={() => setIsExpanded(!isExpanded)}
          className="px-2 py-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {isExpanded ? "Show fewer" : `Show all ${all.length}`}
        </button>
      ) : null}
    </fieldset>
  );
}

type SearchFacetsProps = {
  facets: Facets;
  filters: CardFilters;
  onToggle: (key: MultiFilterKey, value: string) => void;
  onTagChange: (tag: string | undefined) => void;
};

const multiFacets: { key: MultiFilterKey; list: keyof Facets; title: string }[] = [
  { key: "cardType", list: "cardTypes", title: "Card type" },
  { key: "discipline", list: "disciplines", title: "Discipline" },
  { key: "courseLevel", list: "courseLevels", title: "Course level" },
  { key: "license", list: "licenses", title: "Licence" },
];

/**
 * Card type, discipline, course level, licence (several values each) and tag facets, with counts
 * over the matching cards, as filters.
 */
export function SearchFacetPanel({ facets, filters, onToggle, onTagChange }: SearchFacetsProps) {
  return (
    <div className="space-y-5">
      {multiFacets.map(({ key, list, title }) => (
        <FacetList
          key={key}
          title={title}
          values={facets[list] as SearchFacetValue[]}
          selected={filters[key]}
          isEstimate={facets.isEstimate}
          isMulti
          labelOf={(value) => filterValueLabel(facets, key, value)}
          onToggle={(value) => onToggle(key, value)}
        />
      ))}
      <FacetList
        title="Tags"
        values={facets.tags}
        selected={filters.tag ? [filters.tag] : []}
        isEstimate={facets.isEstimate}
        onToggle={(value) => onTagChange(filters.tag === value ? undefined : value)}
      />
    </div>
  );
}
