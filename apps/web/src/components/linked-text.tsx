import { type ReactNode, useEffect, useState } from "react";
import { onDemand } from "@/lib/on-demand";

/** The link finder (linkifyjs, about 10 KB gz): only pages that show plain text download it. */
const linkFinder = onDemand(() => import("linkifyjs").then((module) => module.find));

/** Loads the link finder once per page. LinkedText calls it; tests may await it. */
export function loadLinkFinder(): Promise<void> {
  return linkFinder.load().then(() => {});
}

const SAFE_SCHEMES = /^(https?:|mailto:)/i;

/**
 * Splits plain text into strings and link tokens; only http(s) and mailto links are kept as links.
 * Before the link finder has loaded, the text is one string.
 */
export function splitLinks(text: string): Array<string | { href: string; label: string }> {
  const findLinks = linkFinder.loaded();
  if (!findLinks) return [text];
  const parts: Array<string | { href: string; label: string }> = [];
  let cursor = 0;
  for (const link of findLinks(text)) {
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
 * tab, no referrer) once the link finder has loaded; the text shows at once. React escapes
 * everything else; no HTML in the text is ever interpreted.
 */
export function LinkedText({ text, linkClassName }: { text: string; linkClassName?: string }): ReactNode {
  const [, setHasFinder] = useState(Boolean(linkFinder.loaded()));
  useEffect(() => {
    if (!linkFinder.loaded()) void loadLinkFinder().then(() => setHasFinder(true));
  }, []);

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
