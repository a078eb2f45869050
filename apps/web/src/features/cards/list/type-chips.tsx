import type { CardType } from "@keen/contracts";
import { cn } from "@/lib/cn";
import { getCardTypeStyle } from "../components/card-type-style";

type TypeChipsProps = {
  types: CardType[];
  value: string | undefined;
  onChange: (typeId: string | undefined) => void;
};

/** "All / Activity / Course / …" chips filtering a card list by type. */
export function TypeChips({ types, value, onChange }: TypeChipsProps) {
  const options = [{ id: undefined, name: "All types" }, ...types];
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">Card type</legend>
      {options.map((type) => {
        const isActive = type.id === value;
        const style = type.id ? getCardTypeStyle(type.name) : null;
        return (
          <button
            key={type.id ?? "all"}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(type.id)}
            className={cn(
              "inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors",
              isActive
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50",
            )}
          >
            {style ? (
              <span className={cn("size-2 rounded-full", isActive ? "bg-white" : style.dot)} aria-hidden />
            ) : null}
            {type.name}
          </button>
        );
      })}
    </fieldset>
  );
}
