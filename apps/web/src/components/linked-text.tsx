import { find } from "linkifyjs";
import type { ReactNode } from "react";

const SAFE_SCHEMES = /^(https?:|mailto:)/i;

/** Splits plain text into strings and link tokens; only http(s) and mailto links are kept as links. */
export function splitLinks(text: string): Array<string | { href: string; label: string }> {
  const parts: Array<string | { href: string; label: string }> = [];
  let cursor = 0;
  for (const link of find(text)) {
    if (!SAFE_SCHEMES.test(link.href)) continue;
    if (link.start > cursor) parts.push(text.slice(cursor, link.start));
    parts.push({ href: link.href, label: link.value });
    cursor = link.end;
  }
  if (cursor < text.length) parts.push(text.slice(cursor));
  return parts;
}

/**
 * Plain text (a message, a comment) with its web and e-mail addresses made into links (opened in a new
 * tab, no referrer). React escapes everything else; no HTML in the text is ever interpreted.
 */
export function LinkedText({ text, linkClassName }: { text: string; linkClassName?: string }): ReactNode {
  return splitLinks(text).map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className={linkClassName}
      >
        {part.label}
      </a>
    ),
  );
}
