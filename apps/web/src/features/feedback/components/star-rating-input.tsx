import { Star } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";

type StarRatingInputProps = {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Id of an error message under the stars. */
  errorId?: string;
  isInvalid?: boolean;
};

const words = ["Poor", "Fair", "Good", "Very good", "Excellent"];

/**
 * A 1–5 star rating as a group of native radio buttons (arrow keys move and choose, as in any
 * radio group), drawn as stars, with "Clear" to take the rating back (a comment alone is fine).
 */
export function StarRatingInput({ value, onChange, errorId, isInvalid }: StarRatingInputProps) {
  const name = useId();
  const shown = value ?? 0;
  return (
    <fieldset aria-describedby={isInvalid ? errorId : undefined} aria-invalid={isInvalid || undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Your rating <span className="font-normal text-slate-500">(optional)</span>
      </legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="group relative grid size-10 cursor-pointer place-items-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer sr-only"
              />
              <span className="sr-only">{`${n} ${n === 1 ? "star" : "stars"}, ${words[n - 1]}`}</span>
              <Star
                aria-hidden
                strokeWidth={1.75}
                className={cn(
                  "size-7 transition-transform group-hover:scale-110",
                  n <= shown ? "fill-amber-400 text-amber-500" : "text-slate-400",
                )}
              />
            </label>
          ))}
        </div>
        <span className="min-w-20 text-sm text-slate-600" aria-hidden>
          {shown ? words[shown - 1] : "Not rated"}
        </span>
        {value !== null ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Clear rating
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
