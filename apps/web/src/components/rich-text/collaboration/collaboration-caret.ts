import { Extension } from "@tiptap/core";
import { yCursorPlugin } from "@tiptap/y-tiptap";
import type { Awareness } from "y-protocols/awareness";
import { caretAwarenessOf } from "./caret-awareness";

/** Who a caret belongs to, as co-editors publish it in their awareness `user` field. */
export type CaretUser = { id?: string; name: string; color: string };

export type CollaborationCaretOptions = {
  awareness: Awareness | null;
  /** The awareness field this editor's caret travels in (`caretFieldOf(field)`). */
  caretField: string;
};

/** A co-editor's caret: a thin bar in their colour with their name above it. */
export function buildCaret(user: CaretUser): HTMLElement {
  const caret = document.createElement("span");
  caret.className = "collab-caret";
  caret.style.setProperty("--collab-color", user.color);
  caret.setAttribute("aria-hidden", "true");
  caret.dataset.user = user.name;
  const label = document.createElement("span");
  label.className = "collab-caret-label";
  label.textContent = user.name;
  // Word joiners keep the caret from breaking the line it sits in.
  caret.append("\u2060", label, "\u2060");
  return caret;
}

/** A co-editor's selection: their colour, faint enough to read the text through. */
export function buildSelection(user: CaretUser) {
  return { class: "collab-selection", style: `--collab-color: ${user.color}` };
}

/**
 * Shows where each co-editor is in this field: their caret and selection in their colour with
 * their name, and publishes this person's own caret for the others. Our own small extension on
 * y-tiptap's cursor plugin (TipTap's caret extension pins another TipTap version); it needs the
 * Collaboration extension bound to the same field.
 */
export const CollaborationCaret = Extension.create<CollaborationCaretOptions>({
  name: "collaborationCaret",

  addOptions() {
    return { awareness: null, caretField: "cursor" };
  },

  addProseMirrorPlugins() {
    const { awareness, caretField } = this.options;
    if (!awareness) return [];
    // The plugin is typed for a whole Awareness; it only calls what the field view provides.
    const view = caretAwarenessOf(awareness, caretField) as unknown as Awareness;
    return [yCursorPlugin(view, { cursorBuilder: buildCaret, selectionBuilder: buildSelection })];
  },
});
