import sanitizeHtml from "sanitize-html";
import { headingLevels, linkRel } from "./extensions";
import { isAppPath, isSafeImageSrc, isSafeLinkHref } from "./urls";

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "u",
    "s",
    "code",
    "pre",
    "blockquote",
    ...headingLevels.map((level) => `h${level}`),
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "hr",
    "table",
    "colgroup",
    "col",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "rel", "target"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start", "type"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    code: ["class"],
  },
  allowedClasses: { code: [/^language-[\w+#-]{1,30}$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "col"],
  // Links to our own pages stay in the tab; any other opens in a new tab without access to us
  // and without passing rank, whatever the link says.
  transformTags: {
    // A list starts at a whole number and counts in one of HTML's five styles; anything else goes.
    ol: (tagName, attribs): sanitizeHtml.Tag => {
      const kept: sanitizeHtml.Attributes = {};
      if (attribs.start !== undefined && /^-?\d{1,9}$/.test(attribs.start.trim()))
        kept.start = attribs.start.trim();
      if (attribs.type !== undefined && /^[1aAiI]$/.test(attribs.type)) kept.type = attribs.type;
      return { tagName, attribs: kept };
    },
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      if (href && isAppPath(href)) return { tagName, attribs: { href } };
      const safe: sanitizeHtml.Attributes = isSafeLinkHref(href) ? { href } : {};
      return { tagName, attribs: { ...safe, rel: linkRel, target: "_blank" } };
    },
  },
  // Images must come from the web over http(s) or from our own `/File/…` paths.
  exclusiveFilter: (frame) => frame.tag === "img" && !isSafeImageSrc(frame.attribs.src),
};

/** How sanitised HTML may be adjusted for the reader. */
export type SanitizeOptions = {
  /**
   * Rewrites an image source (e.g. our `/File/{blobId}/Content` path to a signed URL the reader
   * may fetch); return null to keep it. The result is checked like any other source.
   */
  resolveImageSrc?: (src: string) => string | null;
};

/**
 * Sanitises HTML with the rich-text allow-list: only the tags the editor produces, no scripts,
 * styles, frames or event handlers, links only to our own pages or http/https/mailto (those with
 * `rel="noopener noreferrer nofollow"`), images only from http(s) or our `/File/…` paths — never `javascript:` or `data:`.
 */
export function sanitizeRichTextHtml(html: string, { resolveImageSrc }: SanitizeOptions = {}): string {
  if (!resolveImageSrc) return sanitizeHtml(html, options);
  return sanitizeHtml(html, {
    ...options,
    transformTags: {
      ...options.transformTags,
      img: (tagName, attribs) => {
        const src = attribs.src ? (resolveImageSrc(attribs.src.trim()) ?? attribs.src) : attribs.src;
        return { tagName, attribs: src === undefined ? attribs : { ...attribs, src } };
      },
    },
  });
}
