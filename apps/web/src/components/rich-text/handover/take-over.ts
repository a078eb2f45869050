import type { Editor, FocusPosition } from "@tiptap/core";
import { type Activation, type CaretTarget, recordKey } from "./activation";

/** The document position the caret goes to: under the point pressed, else the field's start or end. */
function positionOf(editor: Editor, caret: CaretTarget): FocusPosition {
  if (caret.kind === "position") return caret.head;
  if (caret.kind === "point") {
    const found = editor.view.posAtCoords({ left: caret.x, top: caret.y });
    if (found) return found.pos;
  }
  return caret.kind === "start" ? "start" : "end";
}

/** A key to the editor as if pressed (its keymap decides: a new paragraph, a list item, a join). */
function press(editor: Editor, key: "Enter" | "Backspace") {
  editor.view.dom.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
}

/** Text as typed, one character at a time, so input rules apply ("- " starts a list). */
function typeText(editor: Editor, text: string) {
  const { view } = editor;
  for (const character of text) {
    const { from, to } = view.state.selection;
    const handled = view.someProp("handleTextInput", (handle) =>
      handle(view, from, to, character, () => view.state.tr.insertText(character, from, to)),
    );
    if (!handled) view.dispatch(view.state.tr.insertText(character));
  }
}

/**
 * Puts the caret of `activation` in the editor and replays what was typed before it was in. All
 * through ProseMirror: a caret set on the DOM is only read by ProseMirror on the browser's next
 * `selectionchange`, so text replayed or typed before then went where its old selection was.
 * Focus is taken at once: TipTap's `focus` command focuses on the next frame, and a key pressed
 * before it would land on the page.
 */
export function applyActivation(editor: Editor, activation: Activation) {
  editor.view.focus();
  editor.commands.focus(positionOf(editor, activation.caret), { scrollIntoView: false });
  const { caret } = activation;
  if (caret.kind === "position" && caret.anchor !== caret.head) {
    const size = editor.state.doc.content.size;
    const clamp = (position: number) => Math.max(0, Math.min(position, size));
    editor.commands.setTextSelection({ from: clamp(caret.anchor), to: clamp(caret.head) });
  }
  for (const key of activation.typed) {
    if (key === "\n") press(editor, "Enter");
    else if (key === "\b") press(editor, "Backspace");
    else typeText(editor, key);
  }
}

/**
 * Hands the person's editing to an editor as soon as it is ready (`editorOf` answers it, or null
 * while it mounts): focus, the caret of `activation` and what was typed meanwhile. Until then no
 * element has focus (it was on a field that has just left the page), so keys land on the body:
 * they are kept for the editor too. Answers a function that stops waiting.
 */
export function takeOver(
  editorOf: () => Editor | null | undefined,
  activation: Activation,
  onDone: () => void = () => {},
): () => void {
  let frame = 0;
  let tries = 0;
  const keepKey = (event: KeyboardEvent) => {
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    if (recordKey(activation, event)) event.preventDefault();
  };
  document.addEventListener("keydown", keepKey, true);
  const stop = () => {
    cancelAnimationFrame(frame);
    document.removeEventListener("keydown", keepKey, true);
  };
  const attempt = () => {
    const editor = editorOf();
    if (!editor || editor.isDestroyed || !editor.isEditable || !editor.view.dom.isConnected) {
      if (++tries < 120) frame = requestAnimationFrame(attempt);
      else stop();
      return;
    }
    stop();
    applyActivation(editor, activation);
    onDone();
  };
  attempt();
  return stop;
}
