import { emptyRichText, type RichText } from "@keen/contracts";
import { createRichTextExtensions } from "@keen/rich-text/extensions";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useMemo } from "react";
import { type ImageSrcMapping, mapImageSources } from "@/components/rich-text/image-src";
import { setEditorContent } from "@/components/rich-text/set-editor-content";
import "@/components/prose/rich-prose.css";

type CmsPreviewProps = {
  title: string;
  summary: string;
  content: RichText | null;
  /** How stored image sources (`/File/{blobId}/Content`) are shown (signed URLs for admins). */
  imageSrc: ImageSrcMapping;
};

/**
 * How the page will read on the site, updated as the admin types: the same title band text and the
 * content drawn by a read-only editor with the shared extension list (so it matches what the server
 * renders) in the public reading style.
 */
export function CmsPreview({ title, summary, content: stored, imageSrc }: CmsPreviewProps) {
  const extensions = useMemo(() => createRichTextExtensions(), []);
  const content = useMemo(
    () => (stored ? mapImageSources(stored, imageSrc.toDisplay) : null),
    [stored, imageSrc],
  );
  const editor = useEditor({
    extensions,
    editable: false,
    content: content ?? emptyRichText,
    editorProps: {
      attributes: { class: "rich-prose rich-prose--page", "aria-label": "Page content preview" },
    },
  });

  useEffect(() => {
    setEditorContent(editor, content ?? emptyRichText);
  }, [editor, content]);

  return (
    <section
      aria-label="Preview"
      className="overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)"
    >
      <p className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">
        Preview
      </p>
      <div className="bg-gradient-to-b from-brand-50/70 to-white px-6 pt-6 pb-6">
        <p className="font-serif text-3xl font-semibold text-balance text-slate-900">
          {title.trim() || <span className="text-slate-400">Page title</span>}
        </p>
        {summary.trim() ? <p className="mt-3 text-lg leading-7 text-slate-600">{summary}</p> : null}
      </div>
      <div className="border-t border-slate-100 px-6 py-6">
        {content ? (
          <EditorContent editor={editor} />
        ) : (
          <p className="text-slate-400">The page’s content appears here as you write.</p>
        )}
      </div>
    </section>
  );
}
