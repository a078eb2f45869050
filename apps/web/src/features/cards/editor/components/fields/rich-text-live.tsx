import { caretFieldOf } from "@keen/card-doc/layout";
import type { Editor } from "@tiptap/core";
import { useLayoutEffect, useMemo, useRef } from "react";
import { bindRichTextCollaboration } from "@/components/rich-text/collaboration/bind-collaboration";
import type { Activation } from "@/components/rich-text/handover/activation";
import { takeOver } from "@/components/rich-text/handover/take-over";
import { RichTextEditor, type RichTextEditorProps } from "@/components/rich-text/rich-text-editor";
import { useEditorContext } from "../../editor-context";

/** TipTap keeps its editor on the editable's element (`dom.editor`). */
type EditableElement = HTMLElement & { editor?: Editor };

export type LiveRichTextProps = Pick<
  RichTextEditorProps,
  "id" | "value" | "onChange" | "labelId" | "label" | "describedBy" | "isInvalid" | "placeholder"
> & {
  unit: "description" | "learningObjectives" | "instructorTips";
  /** Set when the person asked for the editor: it takes focus, the caret and what they typed. */
  activation: Activation | null;
};

/**
 * The live rich-text field (TipTap): the shared editor with the card's image upload, bound to its
 * fragment of the live document when co-editing. Loaded on demand (`rich-text-loader.ts`).
 */
export function LiveRichText({ unit, activation, ...props }: LiveRichTextProps) {
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
  // The activation that mounted this editor, taken over once. A layout effect: no key may reach
  // the page between the read-only textbox leaving and the gap's listener being in.
  const mountedWith = useRef(activation);
  useLayoutEffect(() => {
    const first = mountedWith.current;
    if (!first) return;
    const editorOf = () => (document.getElementById(props.id) as EditableElement | null)?.editor;
    return takeOver(editorOf, first, () => {
      mountedWith.current = null;
    });
  }, [props.id]);

  return (
    <RichTextEditor
      {...props}
      onUploadImage={uploadImage}
      imageSrc={imageSrc}
      collaboration={collaboration}
    />
  );
}
