import type { FieldUnit } from "@keen/contracts";
import type { ReactNode } from "react";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDraftField, useEditorContext } from "../../editor-context";
import { useFieldPresence } from "../../hooks/use-field-presence";
import { CharacterCount } from "./character-count";
import { FieldPresence, presenceOutline } from "./field-presence";
import { useCaretKeepingText } from "./use-caret-keeping-text";

type TextFieldProps = {
  unit: Extract<FieldUnit, "title" | "summary">;
  label: string;
  hint: ReactNode;
  max: number;
  placeholder?: string;
  isLarge?: boolean;
};

/**
 * A single-line content field (title, summary) with its hint, counter and validation message;
 * co-editors' text arrives without moving the person's caret, and co-editors in the field show
 * by name beside its label.
 */
export function TextField({ unit, label, hint, max, placeholder, isLarge }: TextFieldProps) {
  const { value, read, setValue, error, id } = useDraftField<string>(unit);
  const { bind, toValue } = useCaretKeepingText<HTMLInputElement>(value, read);
  const { card } = useEditorContext();
  const { others, focusHandlers } = useFieldPresence(unit);
  const describedBy = [error ? `${id}-error` : `${id}-hint`, `${id}-count`].join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-end justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <FieldPresence others={others} fieldLabel={label} />
      </div>
      <Input
        id={id}
        {...bind}
        {...focusHandlers}
        style={presenceOutline(others)}
        onChange={(event) => {
          const typed = toValue(event.target.value);
          setValue(unit === "summary" ? typed.replace(/[\r\n]+/g, " ") : typed);
        }}
        placeholder={placeholder}
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy}
        readOnly={!card.abilities.edit}
        className={isLarge ? "h-12 font-serif text-lg" : undefined}
      />
      <div className="flex items-start justify-between gap-3">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
        <CharacterCount id={`${id}-count`} length={value.length} max={max} />
      </div>
    </div>
  );
}

/** A plain multi-line text with a counter (e.g. a folder description); not tied to a draft unit. */
export function PlainTextArea(props: React.ComponentProps<typeof Textarea> & { max: number; label: string }) {
  const { max, label, id, value, ...rest } = props;
  const length = typeof value === "string" ? value.length : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} value={value} aria-describedby={`${id}-count`} {...rest} />
      <div className="flex justify-end">
        <CharacterCount id={`${id}-count`} length={length} max={max} />
      </div>
    </div>
  );
}
