import type { Editor } from "@tiptap/core";
import { useLayoutEffect, useRef } from "react";
import type { Activation } from "./activation";
import { takeOver } from "./take-over";

function hasFocus(editor: Editor): boolean {
  try {
    return editor.view.hasFocus();
  } catch {
    return false; // not mounted
  }
}

/**
 * Keeps the person's place when a new editor replaces this one (a new binding: the live document
 * came in, or a reconnect gave a new one) while they are in it: the new editor takes focus, the
 * caret or selection, and whatever was typed in between. Without it focus falls to the page as
 * the old editor leaves (no blur is fired for that), and typing goes nowhere until the person
 * clicks again.
 */
export function useEditorHandover(editor: Editor | null) {
  const carried = useRef<Activation | null>(null);

  useLayoutEffect(() => {
    if (!editor) return;
    // What the editor before this one handed over, until this one has taken it.
    let pending = carried.current;
    carried.current = null;
    const stopTakeOver = pending
      ? takeOver(
          () => editor,
          pending,
          () => {
            pending = null;
          },
        )
      : undefined;
    // Decided as the editor is destroyed, while its view still says where focus and the caret are.
    const onDestroy = () => {
      if (pending) {
        carried.current = pending;
        return;
      }
      if (!hasFocus(editor)) return;
      const { anchor, head } = editor.state.selection;
      carried.current = { caret: { kind: "position", anchor, head }, typed: [] };
    };
    editor.on("destroy", onDestroy);
    return () => {
      stopTakeOver?.();
      editor.off("destroy", onDestroy);
    };
  }, [editor]);
}
