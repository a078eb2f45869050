import type { Extensions } from "@tiptap/core";
import Collaboration from "@tiptap/extension-collaboration";
import type { Awareness } from "y-protocols/awareness";
import type * as Y from "yjs";
import { CollaborationCaret } from "./collaboration-caret";

/**
 * How a rich-text editor joins a live document: the extensions that bind it to one field. Built
 * here, outside the editor's module, so pages that never co-edit (CMS, partners) load no Yjs.
 */
export type RichTextCollaboration = {
  /** The `Y.XmlFragment` the editor edits (`description`). */
  field: string;
  extensions: Extensions;
};

type CollaborationInput = {
  doc: Y.Doc;
  field: string;
  awareness: Awareness | null;
  /** The awareness field carrying this editor's caret (one per field: editors share the awareness). */
  caretField: string;
  /** How long a co-editor's caret rests before their name fades (`CARET_IDLE_MS`). */
  caretIdleMs?: number;
};

/**
 * Binds an editor to `field` of `doc`: the content is the shared fragment, undo takes back only
 * this person's changes, and co-editors' carets show with their names.
 */
export function bindRichTextCollaboration({
  doc,
  field,
  awareness,
  caretField,
  caretIdleMs,
}: CollaborationInput): RichTextCollaboration {
  return {
    field,
    extensions: [
      Collaboration.configure({ document: doc, field }),
      CollaborationCaret.configure({ awareness, caretField, idleMs: caretIdleMs }),
    ],
  };
}
