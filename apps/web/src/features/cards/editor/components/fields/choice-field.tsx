import type { FieldUnit } from "@keen/contracts";
import { Select } from "@/components/ui/input";
import { useDraftField, useEditorContext } from "../../editor-context";

type ChoiceFieldProps<T extends string> = {
  unit: FieldUnit;
  label: string;
  labels: Record<T, string>;
  /** Text of the empty choice; absent when a value is required (license). */
  emptyLabel?: string;
  hint?: string;
};

/** A select over one of the card's attribute enums (course level, class size, time, license). */
export function ChoiceField<T extends string>({
  unit,
  label,
  labels,
  emptyLabel,
  hint,
}: ChoiceFieldProps<T>) {
  const { card } = useEditorContext();
  const { value, setValue, error, id } = useDraftField<T | null>(unit);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <Select
        id={id}
        value={value ?? ""}
        disabled={!card.abilities.edit}
        onChange={(event) => setValue((event.target.value || null) as T | null)}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {(Object.entries(labels) as [T, string][]).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </Select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
