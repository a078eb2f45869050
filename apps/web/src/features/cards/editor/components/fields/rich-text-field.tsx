import { caretFieldOf } from "@keen/card-doc";
import type { FieldUnit, RichText } from "@keen/contracts";
import { type ReactNode, useMemo } from "react";
import { bindRichTextCollaboration } from "@/components/rich-text/collaboration/bind-collaboration";
import { RichTextEditor } from "@/components/rich-text/rich-text-editor";
import { useDraftField, useEditorContext } from "../../editor-context";

type RichTextFieldProps = {
  unit: Extract<FieldUnit, "description" | "learningObjectives" | "instructorTips">;
  label: string;
  hint?: ReactNode;
  placeholder?: string;
};

/**
 * A rich-text content field: the shared editor with the card's image upload, hint and error;
 * bound to its fragment of the live document when co-editing.
 */
export function RichTextField({ unit, label, hint, placeholder }: RichTextFieldProps) {
  const { value, setValue, error, id } = useDraftField<RichText | null>(unit);
  const { uploadImage, imageSrc, collab } = useEditorContext();
  const collaboration = useMemo(
    () =>
      collab
        ? bindRichTextCollaboration({
            doc: collab.doc,
            field: unit,
            awareness: collab.awareness,
            caretField: caretFieldOf(unit),
          })
        : undefined,
    [collab, unit],
  );
  const labelId = `${id}-label`;
  const messageId = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
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
      <RichTextEditor
        id={id}
        value={value}
        onChange={setValue}
        labelId={labelId}
        label={label}
        describedBy={messageId}
        isInvalid={!!error}
        placeholder={placeholder}
        onUploadImage={uploadImage}
        imageSrc={imageSrc}
        collaboration={collaboration}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
