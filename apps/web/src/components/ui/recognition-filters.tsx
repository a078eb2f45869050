import { Award, BadgeCheck, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

type RecognitionFiltersProps = {
  isReviewed: boolean;
  isExemplar: boolean;
  onChange: (change: { reviewed?: boolean; exemplar?: boolean }) => void;
};

const filters: { key: "reviewed" | "exemplar"; label: string; icon: LucideIcon }[] = [
  { key: "reviewed", label: "Peer reviewed", icon: BadgeCheck },
  { key: "exemplar", label: "Exemplar", icon: Award },
];

/** "Peer reviewed" and "Exemplar" switches narrowing a list of published cards. */
export function RecognitionFilters({ isReviewed, isExemplar, onChange }: RecognitionFiltersProps) {
  const state = { reviewed: isReviewed, exemplar: isExemplar };
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Recognition</legend>
      {filters.map(({ key, label, icon: Icon }) => {
        const isActive = state[key];
        return (
          <button
            key={key}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange({ [key]: !isActive })}
            className={cn(
              "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors [&_svg]:size-4",
              isActive
                ? "border-emerald-700 bg-emerald-700 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50",
            )}
          >
            <Icon aria-hidden />
            {label}
          </button>
        );
      })}
    </fieldset>
  );
}
