import { cn } from "@/lib/cn";
import "@/components/prose/rich-prose.css";

type RichTextHtmlProps = {
  /** HTML rendered and sanitised by the server (never HTML from the browser). */
  html: string;
  className?: string;
};

/** True when rendered rich text has something to read (not just empty paragraphs). */
export function hasRichText(html: string | null | undefined): boolean {
  if (!html) return false;
  if (/<(img|table|hr)\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim().length > 0
  );
}

/**
 * A card's rich text in the reading style. The API renders ProseMirror JSON to HTML with the
 * editor's own extensions and sanitises it (no script, event handlers or `javascript:` links), so
 * inserting it is safe; this component must never be fed HTML from anywhere else.
 */
export function RichTextHtml({ html, className }: RichTextHtmlProps) {
  return (
    <div
      className={cn("rich-prose rich-prose--card", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (see doc comment).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
