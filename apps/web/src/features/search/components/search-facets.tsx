import type { SearchFacets as Facets, SearchSort } from "@keen/contracts";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";

export type CardFilterKey = "cardType" | "discipline" | "tag";

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
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      Sort by
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

type FacetListProps = {
  title: string;
  values: Facets["cardTypes"];
  selected: string | undefined;
  isEstimate: boolean;
  onSelect: (value: string | undefined) => void;
};

/** One facet: its values with counts as toggle buttons (selecting one filters the results). */
function FacetList({ title, values, selected, isEstimate, onSelect }: FacetListProps) {
  if (values.length === 0) return null;
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</legend>
      {values.slice(0, 10).map((facet) => {
        const isActive = selected === facet.value;
        return (
          <button
            key={facet.value}
            type="button"
            aria-pressed={isActive}
            onClick={() => onSelect(isActive ? undefined : facet.value)}
            className={cn(
              "flex w-full items-center justify-between gap-2 rounded-md px-2 py-1 text-left text-sm transition-colors",
              isActive ? "bg-brand-50 font-medium text-brand-800" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            <span className="truncate">{facet.label}</span>
            <span className="text-xs text-slate-500">
              {isEstimate ? "~" : ""}
              {formatCount(facet.count)}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}

type SearchFacetsProps = {
  facets: Facets;
  selected: Partial<Record<CardFilterKey, string>>;
  onSelect: (key: CardFilterKey, value: string | undefined) => void;
};

/** Card type, discipline and tag facets with counts over the matching cards, as filters. */
export function SearchFacetPanel({ facets, selected, onSelect }: SearchFacetsProps) {
  return (
    <aside aria-label="Filter results" className="space-y-5">
      <FacetList
        title="Card type"
        values={facets.cardTypes}
        selected={selected.cardType}
        isEstimate={facets.isEstimate}
        onSelect={(value) => onSelect("cardType", value)}
      />
      <FacetList
        title="Discipline"
        values={facets.disciplines}
        selected={selected.discipline}
        isEstimate={facets.isEstimate}
        onSelect={(value) => onSelect("discipline", value)}
      />
      <FacetList
        title="Tags"
        values={facets.tags}
        selected={selected.tag}
        isEstimate={facets.isEstimate}
        onSelect={(value) => onSelect("tag", value)}
      />
    </aside>
  );
}
