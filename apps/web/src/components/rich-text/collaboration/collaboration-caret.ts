import { Extension } from "@tiptap/core";
import { yCursorPlugin } from "@tiptap/y-tiptap";
import type { Awareness } from "y-protocols/awareness";
import { type CaretActivity, trackCaretActivity } from "./caret-activity";
import { caretAwarenessOf } from "./caret-awareness";

/** Who a caret belongs to, as co-editors publish it in their awareness `user` field. */
export type CaretUser = { id?: string; name: string; color: string };

export type CollaborationCaretOptions = {
  awareness: Awareness | null;
  /** The awareness field this editor's caret travels in (`caretFieldOf(field)`). */
  caretField: string;
  /** How long a caret rests before its name fades; `CARET_IDLE_MS` unless a test says. */
  idleMs?: number;
};

/**
 * A co-editor's caret: a thin bar in their colour with their name above it; the name fades while
 * they rest (`activity`) and shows again when they move.
 */
export function buildCaret(user: CaretUser, clientId?: number, activity?: CaretActivity): HTMLElement {
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
  if (activity && clientId !== undefined) activity.track(clientId, caret);
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
export const CollaborationCaret = Extension.create<
  CollaborationCaretOptions,
  { activity: CaretActivity | null }
>({
  name: "collaborationCaret",

  addOptions() {
    return { awareness: null, caretField: "cursor" };
  },

  addStorage() {
    return { activity: null };
  },

  // The activity lives as long as the editor: ProseMirror destroys and recreates plugin views
  // whenever plugins are registered, while the carets it tracks stay drawn.
  onDestroy() {
    this.storage.activity?.destroy();
    this.storage.activity = null;
  },

  addProseMirrorPlugins() {
    const { awareness, caretField, idleMs } = this.options;
    if (!awareness) return [];
    // The plugin is typed for a whole Awareness; it only calls what the field view provides.
    const view = caretAwarenessOf(awareness, caretField) as unknown as Awareness;
    this.storage.activity?.destroy();
    const activity = trackCaretActivity(awareness, caretField, idleMs);
    this.storage.activity = activity;
    return [
      yCursorPlugin(view, {
        cursorBuilder: (user: CaretUser, clientId: number) => buildCaret(user, clientId, activity),
        selectionBuilder: buildSelection,
      }),
    ];
  },
});
