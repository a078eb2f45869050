import type { CardSort } from "@keen/contracts";
import { Search } from "lucide-react";
import { useId } from "react";
import { Input, Select } from "@/components/ui/input";

export const sortOptions: { value: CardSort; label: string }[] = [
  { value: "newest", label: "Newest" },
  { value: "updated", label: "Recently updated" },
  { value: "title", label: "Title (A–Z)" },
  { value: "top_rated", label: "Top rated" },
  { value: "most_used", label: "Most used" },
];

type ListToolbarProps = {
  query?: string;
  onQueryChange?: (query: string) => void;
  searchLabel?: string;
  sort: CardSort;
  onSortChange: (sort: CardSort) => void;
};

/** Search-within and sort controls above a card list. */
export function ListToolbar({
  query,
  onQueryChange,
  searchLabel = "Search cards",
  sort,
  onSortChange,
}: ListToolbarProps) {
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      {onQueryChange ? (
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="search"
            value={query ?? ""}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={`${searchLabel}…`}
            aria-label={searchLabel}
            className="pl-9"
          />
        </div>
      ) : null}
      <div className="flex items-center gap-2 sm:ml-auto">
        <label htmlFor={sortId} className="text-sm whitespace-nowrap text-slate-600">
          Sort by
        </label>
        <Select
          id={sortId}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as CardSort)}
          className="w-auto min-w-44"
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
