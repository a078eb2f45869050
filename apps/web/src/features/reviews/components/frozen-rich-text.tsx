import { emptyRichText, type RichText } from "@keen/contracts";
import { createRichTextExtensions } from "@keen/rich-text/extensions";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useMemo } from "react";
import { mapImageSources } from "@/components/rich-text/image-src";
import { setEditorContent } from "@/components/rich-text/set-editor-content";
import { apiUrl } from "@/lib/api-url";
import "@/components/prose/rich-prose.css";

/** Stored file paths (`/File/{id}/Content`) are shown from the API's address. */
const showFile = (src: string) => (src.startsWith("/File/") ? apiUrl(src) : src);

/**
 * A frozen rich-text field drawn by a read-only editor with the shared extension list, so it reads
 * exactly as the card will (the round's content is JSON; the server renders HTML only for cards).
 */
export function FrozenRichText({ value, label }: { value: RichText; label: string }) {
  const extensions = useMemo(() => createRichTextExtensions(), []);
  const content = useMemo(() => mapImageSources(value, showFile), [value]);
  const editor = useEditor({
    extensions,
    editable: false,
    content: content ?? emptyRichText,
    editorProps: { attributes: { class: "rich-prose rich-prose--card", "aria-label": label } },
  });

  useEffect(() => {
    setEditorContent(editor, content);
  }, [editor, content]);

  return <EditorContent editor={editor} />;
}
