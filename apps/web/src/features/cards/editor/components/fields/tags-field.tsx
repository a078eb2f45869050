import { cardLimits } from "@keen/contracts";
import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { useDraftField, useEditorContext } from "../../editor-context";

/**
 * Tags as chips: Enter or comma adds what was typed, Backspace in the empty box removes the last,
 * each chip has a labelled remove button. Duplicates (any case) and over-long tags are refused.
 */
export function TagsField() {
  const { card } = useEditorContext();
  const { value, setValue, error, id } = useDraftField<string[]>("attributes.tags");
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string>();
  const canEdit = card.abilities.edit;
  const isFull = value.length >= cardLimits.tags;

  function add(raw: string) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (!tag) return;
    if (tag.length > cardLimits.tag) return setProblem(`Tags can be at most ${cardLimits.tag} characters.`);
    if (value.some((t) => t.toLowerCase() === tag.toLowerCase()))
      return setProblem(`“${tag}” is already a tag.`);
    if (isFull) return setProblem(`A card can have at most ${cardLimits.tags} tags.`);
    setValue([...value, tag]);
    setText("");
    setProblem(undefined);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(text);
    } else if (event.key === "Backspace" && !text && value.length) {
      setValue(value.slice(0, -1));
    }
  }

  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Tags
      </label>
      <div className="flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 shadow-xs focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-brand-600/30">
        {value.map((tag) => (
          <span
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset"
          >
            {tag}
            {canEdit ? (
              <button
                type="button"
                onClick={() => setValue(value.filter((t) => t !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="grid size-5 place-items-center rounded-full text-brand-700 hover:bg-brand-100"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            ) : null}
          </span>
        ))}
        {canEdit ? (
          <input
            id={id}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={handleKeyDown}
            onBlur={() => add(text)}
            placeholder={value.length ? "" : "e.g. design thinking, statics, teamwork"}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
            aria-invalid={!!message || undefined}
            className="h-7 min-w-32 flex-1 bg-transparent px-1 text-sm outline-none placeholder:text-slate-400"
          />
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Press Enter or comma to add a tag · {value.length} / {cardLimits.tags}
      </p>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
