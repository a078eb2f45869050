import type { Content, Editor } from "@tiptap/react";

/**
 * Shows `content` in `editor` without an update event, unless the editor was destroyed meanwhile.
 *
 * `useEditor` creates its instance during render and destroys it 1 ms later unless the component's
 * effects have run by then. On a busy page (a lazily loaded editor rendering in time slices, a slow
 * machine) that timer can fire between a render and its effects, so an effect holds a destroyed
 * editor, whose `commands` throw; `useEditor` follows at once with a fresh instance, and the effect
 * runs again for that one.
 */
export function setEditorContent(editor: Editor | null, content: Content): void {
  if (!editor || editor.isDestroyed) return;
  editor.commands.setContent(content, { emitUpdate: false });
}
