import { ChevronDown, Plus, Search } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";

export type AdderOption = { id: string; name: string; detail?: string | null };

type OptionAdderProps = {
  /** What is being added, singular and lower case ("discipline"). */
  noun: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** Matching options not chosen yet. */
  options: AdderOption[];
  isLoading: boolean;
  onAdd: (option: AdderOption) => void;
  /** Extra control under the results (e.g. "Add … as a new discipline"). */
  footer?: ReactNode;
  /** Most results listed at once. */
  limit?: number;
};

/** A search box with the matching options as "add" buttons (reachable with Tab, no custom keys to learn). */
export function OptionAdder(props: OptionAdderProps) {
  const { noun, query, onQueryChange, options, isLoading, onAdd, footer, limit = 8 } = props;
  const id = useId();
  const [isBrowsing, setIsBrowsing] = useState(false);
  const trimmed = query.trim();
  // The list stays folded until the member searches or asks to browse, so long pages stay short.
  const isOpen = trimmed !== "" || isBrowsing;
  const shown = options.slice(0, isBrowsing && !trimmed ? 50 : limit);
  const article = /^[aeiou]/i.test(noun) ? "an" : "a";

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-800">
        Add {article} {noun}
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" />
        <Input
          id={`${id}-search`}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(e) => onQueryChange(e.target.value)}
          placeholder={`Search ${noun}s`}
          className="pl-9"
          aria-describedby={`${id}-status`}
        />
      </div>
      <p id={`${id}-status`} className="sr-only" aria-live="polite">
        {!isOpen
          ? ""
          : isLoading
            ? "Searching…"
            : `${shown.length} ${shown.length === 1 ? "match" : "matches"}`}
      </p>
      {trimmed ? null : (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto self-start px-0"
          aria-expanded={isBrowsing}
          onClick={() => setIsBrowsing(!isBrowsing)}
        >
          <ChevronDown aria-hidden className={isBrowsing ? "rotate-180" : undefined} />
          {isBrowsing ? `Hide the list` : `Browse all ${noun}s`}
        </Button>
      )}
      <div className={isOpen ? "rounded-lg border border-slate-200" : "hidden"}>
        {isLoading && shown.length === 0 ? (
          <div className="space-y-2 p-3" aria-hidden>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : shown.length === 0 ? (
          <p className="p-3 text-sm text-slate-600">
            {trimmed
              ? `Nothing listed matches “${trimmed}”.`
              : `Every listed ${noun} is already on your profile.`}
          </p>
        ) : (
          <ul className="max-h-60 divide-y divide-slate-100 overflow-y-auto">
            {shown.map((option) => (
              <li key={option.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 text-sm">
                  <span className="block text-slate-900">{option.name}</span>
                  {option.detail ? (
                    <span className="block text-xs text-slate-500">{option.detail}</span>
                  ) : null}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => onAdd(option)}
                  aria-label={`Add ${option.name}`}
                >
                  <Plus aria-hidden />
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
        {footer ? <div className="border-t border-slate-100 p-2">{footer}</div> : null}
      </div>
    </div>
  );
}
