/** Schemes a link in rich text may use. */
export const allowedLinkSchemes = ["http", "https", "mailto"] as const;

/** Our own image URLs (`/File/{blobId}/Content`, optionally with a query such as `?size=thumb`). */
const filePathPattern = /^\/File\/[0-9a-f-]{36}\/Content(\?[\w=&-]*)?$/i;

/**
 * The URL without control characters and whitespace, which browsers ignore inside a scheme
 * ("java\tscript:" is `javascript:`).
 */
export function stripControlCharacters(url: string): string {
  let result = "";
  for (const char of url) {
    const code = char.codePointAt(0)!;
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) result += char;
  }
  return result;
}

function schemeOf(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(stripControlCharacters(url));
  return match ? match[1]!.toLowerCase() : null;
}

/** A path inside this app (`/search?types=card`), never protocol-relative (`//host`) or with a scheme. */
const appPathPattern = /^\/(?![/\\])[\w\-.~/?#=&%+,;:@!$'()*]*$/;

/** True for a link to a page of this app, which opens in the same tab. */
export function isAppPath(href: unknown): boolean {
  return (
    typeof href === "string" &&
    href.length <= 2000 &&
    appPathPattern.test(stripControlCharacters(href.trim()))
  );
}

/**
 * True for the hrefs rich text keeps: absolute http, https and mailto links, and paths inside
 * this app.
 */
export function isSafeLinkHref(href: unknown): href is string {
  if (typeof href !== "string" || href.length > 2000) return false;
  if (isAppPath(href)) return true;
  const scheme = schemeOf(href.trim());
  return scheme !== null && (allowedLinkSchemes as readonly string[]).includes(scheme);
}

/** True for image sources rich text keeps: absolute http(s) URLs, or our relative `/File/…` paths. */
export function isSafeImageSrc(src: unknown): src is string {
  if (typeof src !== "string" || src.length > 2000) return false;
  const trimmed = src.trim();
  if (filePathPattern.test(trimmed)) return true;
  const scheme = schemeOf(trimmed);
  return (scheme === "http" || scheme === "https") && /^https?:\/\//i.test(trimmed);
}
