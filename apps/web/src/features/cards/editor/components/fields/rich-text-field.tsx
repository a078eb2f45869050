import type { FieldUnit, RichText } from "@keen/contracts";
import type { ReactNode } from "react";
import { RichTextEditor } from "@/components/rich-text/rich-text-editor";
import { useDraftField, useEditorContext } from "../../editor-context";

type RichTextFieldProps = {
  unit: Extract<FieldUnit, "description" | "learningObjectives" | "instructorTips">;
  label: string;
  hint?: ReactNode;
  placeholder?: string;
};

/** A rich-text content field: the shared editor with the card's image upload, hint and error. */
export function RichTextField({ unit, label, hint, placeholder }: RichTextFieldProps) {
  const { value, setValue, error, id } = useDraftField<RichText | null>(unit);
  const { uploadImage, imageSrc } = useEditorContext();
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
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
