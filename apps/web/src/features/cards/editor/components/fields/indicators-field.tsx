import { type CardMindset, cardLimits } from "@keen/contracts";
import { Plus, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useDraftField, useEditorContext } from "../../editor-context";

type Indicator = CardMindset["indicators"][number];

/** EM indicators the card works towards, each optionally marked as assessed. */
export function IndicatorsField() {
  const { card } = useEditorContext();
  const { value, setValue, error, id } = useDraftField<Indicator[]>("mindset.indicators");
  const [draft, setDraft] = useState("");
  const canEdit = card.abilities.edit;
  const isFull = value.length >= cardLimits.indicators;

  const update = (indicatorId: string, change: Partial<Indicator>) =>
    setValue(value.map((i) => (i.id === indicatorId ? { ...i, ...change } : i)));

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || isFull) return;
    setValue([...value, { id: crypto.randomUUID(), text, isAssessed: false }]);
    setDraft("");
  }

  return (
    <div id={id} className="flex flex-col gap-2">
      <span className="text-sm font-medium text-slate-800">EM indicators</span>
      <p className="-mt-1 text-xs text-slate-500">
        Observable behaviours, e.g. “Identify unexpected opportunities to create extraordinary value”. Tick
        “Assessed” when the card also measures it.
      </p>
      {value.length ? (
        <ul className="flex flex-col gap-2">
          {value.map((indicator, index) => (
            <li
              key={indicator.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg border border-slate-200 p-2 sm:flex-nowrap"
            >
              <Input
                value={indicator.text}
                aria-label={`Indicator ${index + 1}`}
                readOnly={!canEdit}
                maxLength={cardLimits.indicatorText}
                aria-invalid={!indicator.text.trim() || undefined}
                onChange={(event) => update(indicator.id, { text: event.target.value })}
                className="h-9 min-w-0 flex-1 basis-full border-transparent shadow-none hover:border-slate-200 sm:basis-auto"
              />
              <label className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-700">
                <input
                  type="checkbox"
                  checked={indicator.isAssessed}
                  disabled={!canEdit}
                  onChange={(event) => update(indicator.id, { isAssessed: event.target.checked })}
                  className="size-4 accent-brand-600"
                />
                Assessed
              </label>
              {canEdit ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="ml-auto size-8 text-slate-500"
                  aria-label={`Remove indicator ${index + 1}`}
                  onClick={() => setValue(value.filter((i) => i.id !== indicator.id))}
                >
                  <X aria-hidden />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canEdit ? (
        <form onSubmit={handleAdd} className="flex gap-2">
          <Input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={cardLimits.indicatorText}
            placeholder={isFull ? `At most ${cardLimits.indicators} indicators` : "Add an indicator"}
            aria-label="New indicator"
            disabled={isFull}
          />
          <Button type="submit" variant="outline" disabled={!draft.trim() || isFull}>
            <Plus aria-hidden />
            Add
          </Button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
