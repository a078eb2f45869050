import type { CardType } from "@keen/contracts";
import { Check } from "lucide-react";
import type { Ref } from "react";
import { getCardTypeStyle } from "@/features/cards/components/card-type-style";
import { cn } from "@/lib/cn";
import { describeCardType } from "../lib/card-type-descriptions";

type CardTypeOptionsProps = {
  id: string;
  name: string;
  types: CardType[];
  value: string | null;
  onChange: (typeId: string) => void;
  legend: string;
  error?: string;
  /** Pills inside the editor; tiles with descriptions on the create page. */
  isCompact?: boolean;
  /** Receives the first option, so a failed validation can move focus to the group. */
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/** The card types as a group of radio tiles, each with its icon and a one-line description. */
export function CardTypeOptions(props: CardTypeOptionsProps) {
  const { id, name, types, value, onChange, legend, error, isCompact, disabled, inputRef } = props;
  if (isCompact) return <CardTypePills {...props} />;
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2.5 sm:grid-cols-2 lg:grid-cols-3">
        {types.map((type, index) => {
          const style = getCardTypeStyle(type.name);
          const Icon = style.icon;
          const isChecked = value === type.id;
          return (
            <label
              key={type.id}
              className={cn(
                "group relative flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3.5 transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                isChecked
                  ? "border-brand-600 bg-brand-50/60 ring-1 ring-brand-600"
                  : "border-slate-200 hover:border-slate-300 hover:bg-slate-50",
                disabled && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                ref={index === 0 ? inputRef : undefined}
                type="radio"
                name={name}
                value={type.id}
                checked={isChecked}
                onChange={() => onChange(type.id)}
                disabled={disabled}
                aria-invalid={!!error || undefined}
                className="sr-only"
              />
              <span
                className={cn(
                  "grid size-9 shrink-0 place-items-center rounded-lg bg-gradient-to-br",
                  style.cover,
                )}
              >
                <Icon aria-hidden className={cn("size-4.5", style.ink)} />
              </span>
              <span className="min-w-0 pr-5">
                <span className="block text-sm font-semibold text-slate-900">{type.name}</span>
                <span className="mt-0.5 block text-xs leading-5 text-slate-600">
                  {describeCardType(type.name)}
                </span>
              </span>
              {isChecked ? (
                <Check aria-hidden className="absolute top-3 right-3 size-4 text-brand-700" />
              ) : null}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The editor's compact form: one pill per type, with the chosen type's description below. */
function CardTypePills({ id, name, types, value, onChange, legend, error, disabled }: CardTypeOptionsProps) {
  const chosen = types.find((t) => t.id === value);
  const describedBy = [chosen ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset id={id} aria-describedby={describedBy || undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {types.map((type) => {
          const style = getCardTypeStyle(type.name);
          const Icon = style.icon;
          const isChecked = value === type.id;
          return (
            <label
              key={type.id}
              className={cn(
                "inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                isChecked
                  ? "border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600"
                  : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
                disabled && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                type="radio"
                name={name}
                value={type.id}
                checked={isChecked}
                onChange={() => onChange(type.id)}
                disabled={disabled}
                aria-invalid={!!error || undefined}
                className="sr-only"
              />
              <Icon aria-hidden className={cn("size-4", isChecked ? "text-brand-700" : style.ink)} />
              {type.name}
            </label>
          );
        })}
      </div>
      {chosen ? (
        <p id={`${id}-description`} className="text-xs text-slate-500">
          {describeCardType(chosen.name)}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
