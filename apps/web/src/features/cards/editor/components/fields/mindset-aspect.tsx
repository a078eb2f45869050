import { type CardMindset, cardLimits } from "@keen/contracts";
import { Switch } from "radix-ui";
import type { ComponentProps } from "react";
import { Textarea } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useDraftField, useEditorContext } from "../../editor-context";
import { CharacterCount } from "./character-count";
import { useCaretKeepingText } from "./use-caret-keeping-text";

type Aspect = CardMindset["curiosity"];
type AspectKey = "curiosity" | "connections" | "creatingValue";

const aspects: Record<AspectKey, { title: string; prompt: string }> = {
  curiosity: {
    title: "Curiosity",
    prompt:
      "How do students explore a contrarian view, question what they know, or investigate a changing world?",
  },
  connections: {
    title: "Connections",
    prompt: "How do students integrate information from many sources or connect ideas across disciplines?",
  },
  creatingValue: {
    title: "Creating value",
    prompt: "How do students identify opportunities, persist through failure, or create value for others?",
  },
};

type ElaborationProps = Omit<ComponentProps<"textarea">, "value" | "onChange"> & {
  value: string;
  read: () => string;
  onChange: (value: string) => void;
};

/** An aspect's elaboration: co-editors' text arrives without moving the person's caret. */
function Elaboration({ value, read, onChange, ...props }: ElaborationProps) {
  const { bind, toValue } = useCaretKeepingText<HTMLTextAreaElement>(value, read);
  return <Textarea {...props} {...bind} onChange={(event) => onChange(toValue(event.target.value))} />;
}

/** One of the 3Cs: a switch to claim it and, once claimed, how the card develops it. */
export function MindsetAspect({ aspect }: { aspect: AspectKey }) {
  const { card } = useEditorContext();
  const { value, read, setValue, error, id } = useDraftField<Aspect>(`mindset.${aspect}`);
  const { title, prompt } = aspects[aspect];
  const switchId = `${id}-switch`;
  const canEdit = card.abilities.edit;

  return (
    <div
      id={id}
      className={cn(
        "rounded-xl border p-4 transition-colors",
        value.isSelected ? "border-brand-200 bg-brand-50/40" : "border-slate-200",
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={switchId} className="font-serif text-lg font-semibold text-slate-900">
            {title}
          </label>
          <p id={`${id}-prompt`} className="mt-0.5 text-sm text-slate-600">
            {prompt}
          </p>
        </div>
        <Switch.Root
          id={switchId}
          checked={value.isSelected}
          disabled={!canEdit}
          onCheckedChange={(isSelected) => setValue({ ...read(), isSelected })}
          aria-describedby={`${id}-prompt`}
          className="relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 disabled:opacity-50"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
      {value.isSelected ? (
        <div className="mt-3 flex flex-col gap-1.5">
          <label htmlFor={`${id}-elaboration`} className="text-sm font-medium text-slate-800">
            How this card develops {title.toLowerCase()}
          </label>
          <Elaboration
            id={`${id}-elaboration`}
            value={value.elaboration}
            read={() => read().elaboration}
            readOnly={!canEdit}
            onChange={(elaboration) => setValue({ ...read(), elaboration })}
            aria-invalid={!!error || undefined}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
            placeholder="e.g. Students interview a user before sketching any design…"
          />
          <div className="flex items-start justify-between gap-3">
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
                {error}
              </p>
            ) : (
              <span />
            )}
            <CharacterCount
              id={`${id}-count`}
              length={value.elaboration.length}
              max={cardLimits.elaboration}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
