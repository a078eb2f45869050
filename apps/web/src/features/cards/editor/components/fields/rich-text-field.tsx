import type { FieldUnit, RichText } from "@keen/contracts";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { type Activation, type CaretTarget, recordKey } from "@/components/rich-text/handover/activation";
import { notify } from "@/lib/notifications";
import { useDraftField, useEditorContext } from "../../editor-context";
import { type LiveRichTextModule, liveRichText } from "./rich-text-loader";
import { StaticRichText } from "./rich-text-static";

type RichTextFieldProps = {
  unit: Extract<FieldUnit, "description" | "learningObjectives" | "instructorTips">;
  label: string;
  hint?: ReactNode;
  placeholder?: string;
};

/**
 * A rich-text content field: the shared editor with the card's image upload, hint and error;
 * bound to its fragment of the live document when co-editing. Until a person reaches for it the
 * field is drawn from the draft without TipTap (`StaticRichText`); the editor loads when a
 * pointer comes over the field or focus reaches it, and takes over on a click, a tap or focus,
 * with the caret where they clicked (or at the end) and whatever they typed meanwhile. Once the
 * editor has loaded, fields shown later start live.
 */
export function RichTextField({ unit, label, hint, placeholder }: RichTextFieldProps) {
  const { value, setValue, error, id } = useDraftField<RichText | null>(unit);
  const { imageSrc } = useEditorContext();
  const [live, setLive] = useState<LiveRichTextModule | undefined>(liveRichText.loaded);
  const [activation, setActivation] = useState<Activation | null>(null);
  // Typing before the editor is in goes into the same object the editor replays.
  const pending = useRef<Activation | null>(null);
  const labelId = `${id}-label`;
  const messageId = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  const load = () =>
    liveRichText.load().then(
      (module) => setLive(() => module),
      () => {
        pending.current = null;
        setActivation(null);
        notify({
          type: "error",
          title: "The editor did not load",
          message: "Check your connection and reload the page to edit this field.",
        });
      },
    );
  const handleActivate = (caret: CaretTarget) => {
    // Focus coming back to the field while the editor loads keeps the caret of the first time.
    if (pending.current) return;
    pending.current = { caret, typed: [] };
    setActivation(pending.current);
    void load();
  };
  const handleKey = (event: KeyboardEvent) => (pending.current ? recordKey(pending.current, event) : false);

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="w-fit text-sm font-medium text-slate-800">
        {label}
      </span>
      {hint && !error ? (
        <p id={`${id}-hint`} className="-mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {live ? (
        <live.LiveRichText
          unit={unit}
          id={id}
          value={value}
          onChange={setValue}
          labelId={labelId}
          label={label}
          describedBy={messageId}
          isInvalid={!!error}
          placeholder={placeholder}
          activation={activation}
        />
      ) : (
        <StaticRichText
          id={id}
          value={value}
          labelId={labelId}
          describedBy={messageId}
          isInvalid={!!error}
          placeholder={placeholder}
          hasImage
          imageSrc={imageSrc.toDisplay}
          onIntent={() => void liveRichText.load().catch(() => undefined)}
          onActivate={handleActivate}
          onKey={handleKey}
          onLeave={() => {
            pending.current = null;
            setActivation(null);
          }}
        />
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
