import { cn } from "@/lib/cn";
import { type MyCardsFilter, myCardsFilters } from "./my-cards-status";

type StatusFilterProps = {
  value: MyCardsFilter;
  onChange: (value: MyCardsFilter) => void;
  /** Number of cards per filter, when known. */
  counts?: Partial<Record<MyCardsFilter, number>>;
};

/** A segmented control choosing which of the member's cards to list. */
export function StatusFilter({ value, onChange, counts = {} }: StatusFilterProps) {
  return (
    <fieldset className="-mx-4 min-w-0 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <legend className="sr-only">Show cards</legend>
      <div className="inline-flex min-w-max gap-1 rounded-xl bg-slate-100 p-1">
        {myCardsFilters.map((filter) => {
          const isActive = filter.value === value;
          const count = counts[filter.value];
          return (
            <button
              key={filter.value}
              type="button"
              aria-pressed={isActive}
              onClick={() => onChange(filter.value)}
              className={cn(
                "inline-flex h-9 items-center gap-2 rounded-lg px-3.5 text-sm font-medium transition-colors",
                isActive
                  ? "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200"
                  : "text-slate-600 hover:text-slate-900",
              )}
            >
              {filter.label}
              {count !== undefined ? (
                <span
                  className={cn(
                    "min-w-5 rounded-full px-1.5 text-xs tabular-nums",
                    isActive ? "bg-brand-50 text-brand-800" : "bg-slate-200/80 text-slate-600",
                  )}
                >
                  {count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
