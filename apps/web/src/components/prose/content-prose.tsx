import { cn } from "@/lib/cn";
import "./rich-prose.css";

type ContentProseProps = {
  /** HTML rendered and sanitised by the server when the page was saved (never HTML from the browser). */
  html: string;
  className?: string;
};

/**
 * A content page's body in the reading style. The API renders the TipTap document with the shared
 * extension list and sanitises it (no scripts, event handlers or `javascript:` links), so inserting
 * it is safe; this component must never be fed HTML from anywhere else.
 */
export function ContentProse({ html, className }: ContentProseProps) {
  return (
    <div
      className={cn("rich-prose rich-prose--page", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (see doc comment).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
