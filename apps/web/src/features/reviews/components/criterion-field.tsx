import type { ReviewLevel, ReviewScore, RubricCriterion } from "@keen/contracts";
import { memo } from "react";
import { Textarea } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/** The three levels, best first, with their labels. */
export const levels: { level: ReviewLevel; label: string }[] = [
  { level: "high", label: "High" },
  { level: "medium", label: "Medium" },
  { level: "low", label: "Low" },
];

const selectedTone: Record<ReviewLevel, string> = {
  high: "has-checked:border-emerald-600 has-checked:bg-emerald-50",
  medium: "has-checked:border-amber-500 has-checked:bg-amber-50",
  low: "has-checked:border-red-500 has-checked:bg-red-50",
};

type CriterionFieldProps = {
  criterion: RubricCriterion;
  score: ReviewScore | undefined;
  /** Stable across renders (the form memoises each criterion). */
  onChange: (key: string, change: Partial<ReviewScore>) => void;
  /** Shown after a decision was refused for a missing level. */
  isMissing?: boolean;
};

/** One rubric criterion: what it judges, High/Medium/Low (each with what it means) and a comment. */
export const CriterionField = memo(function CriterionField({
  criterion,
  score,
  onChange,
  isMissing,
}: CriterionFieldProps) {
  const id = `criterion-${criterion.key}`;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={`${id}-description`}
      className={cn(
        "rounded-(--radius-card) border bg-white p-4 outline-none sm:p-5",
        isMissing ? "border-amber-400 ring-2 ring-amber-100" : "border-slate-200",
      )}
    >
      <legend className="float-left w-full font-semibold text-slate-900">{criterion.name}</legend>
      <p id={`${id}-description`} className="clear-left pt-1 text-sm leading-6 text-slate-600">
        {criterion.description}
      </p>
      <div className="mt-3 grid gap-2">
        {levels.map(({ level, label }) => (
          <label
            key={level}
            className={cn(
              "flex cursor-pointer gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm transition-colors hover:border-slate-300 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
              selectedTone[level],
            )}
          >
            <input
              type="radio"
              name={id}
              value={level}
              checked={score?.level === level}
              onChange={() => onChange(criterion.key, { level })}
              className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span>
              <span className="font-semibold text-slate-900">{label}</span>
              <span className="block leading-5 text-slate-600">{criterion[level]}</span>
            </span>
          </label>
        ))}
      </div>
      <label htmlFor={`${id}-comment`} className="mt-4 block text-sm font-medium text-slate-800">
        Comment on {criterion.name}
      </label>
      <Textarea
        id={`${id}-comment`}
        value={score?.comment ?? ""}
        maxLength={2000}
        rows={3}
        onChange={(event) => onChange(criterion.key, { comment: event.target.value })}
        placeholder="What works, and what would make it stronger"
        className="mt-1.5"
      />
    </fieldset>
  );
});
