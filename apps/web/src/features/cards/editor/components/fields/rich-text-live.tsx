import { caretFieldOf } from "@keen/card-doc/layout";
import { useEffect, useMemo, useRef } from "react";
import { bindRichTextCollaboration } from "@/components/rich-text/collaboration/bind-collaboration";
import { RichTextEditor, type RichTextEditorProps } from "@/components/rich-text/rich-text-editor";
import { useEditorContext } from "../../editor-context";
import type { Activation, CaretTarget } from "./rich-text-activation";

type CaretPosition = { offsetNode: Node; offset: number };
type DocumentWithCaret = Document & {
  caretPositionFromPoint?: (x: number, y: number) => CaretPosition | null;
  caretRangeFromPoint?: (x: number, y: number) => Range | null;
};

/** The text position under a point of the page, if it is inside `element`. */
function rangeAt(element: HTMLElement, x: number, y: number): Range | null {
  const doc = document as DocumentWithCaret;
  let range: Range | null = null;
  if (doc.caretPositionFromPoint) {
    const position = doc.caretPositionFromPoint(x, y);
    if (position) {
      range = document.createRange();
      range.setStart(position.offsetNode, position.offset);
    }
  } else range = doc.caretRangeFromPoint?.(x, y) ?? null;
  return range && element.contains(range.startContainer) ? range : null;
}

/** Puts the DOM caret into the editable (ProseMirror reads the selection from the DOM). */
function placeCaret(element: HTMLElement, caret: CaretTarget) {
  let range = caret.kind === "point" ? rangeAt(element, caret.x, caret.y) : null;
  if (!range) {
    range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(caret.kind === "start");
  }
  range.collapse(true);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** Replays what was typed before the editor was in: text as typed, Enter and Backspace as keys. */
function replay(element: HTMLElement, typed: string[]) {
  let text = "";
  const flush = () => {
    // The browser's own insertion, which ProseMirror reads like typing.
    if (text) document.execCommand("insertText", false, text);
    text = "";
  };
  for (const key of typed) {
    if (key !== "\n" && key !== "\b") {
      text += key;
      continue;
    }
    flush();
    if (key === "\b") document.execCommand("delete");
    else
      element.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
  }
  flush();
}

/** Focuses the editable once ProseMirror has mounted it, with the caret and typing of `activation`. */
function takeOver(id: string, activation: Activation, onDone: () => void): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element?.getAttribute("contenteditable") !== "true") {
      if (++tries < 120) frame = requestAnimationFrame(attempt);
      return;
    }
    element.focus({ preventScroll: true });
    placeCaret(element, activation.caret);
    replay(element, activation.typed);
    onDone();
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

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
  // The activation that mounted this editor, taken over once.
  const mountedWith = useRef(activation);
  useEffect(() => {
    const first = mountedWith.current;
    if (!first) return;
    return takeOver(props.id, first, () => {
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
