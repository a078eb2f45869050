import { Window } from "happy-dom";
import { stripControlCharacters } from "./urls";

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true },
});

/** One element of parsed HTML: its tag and attributes (names lower-cased). */
export type ParsedElement = { tag: string; attributes: Record<string, string> };

/** Parses HTML the way a browser would and lists every element (for assertions in tests). */
export function parseElements(html: string): ParsedElement[] {
  const container = window.document.createElement("div");
  container.innerHTML = html;
  return [...container.querySelectorAll("*")].map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries(
      [...element.attributes].map((attribute) => [attribute.name.toLowerCase(), attribute.value ?? ""]),
    ),
  }));
}

/** Attributes a browser reads as a URL (text attributes such as `alt` may say anything). */
const urlAttributes = new Set([
  "href",
  "src",
  "srcset",
  "action",
  "formaction",
  "xlink:href",
  "background",
  "poster",
  "cite",
  "data",
]);

/** The only attributes rich text may carry, per tag. */
const allowedAttributes: Record<string, string[]> = {
  a: ["href", "rel", "target"],
  img: ["src", "alt", "title", "width", "height"],
  ol: ["start", "type"],
  th: ["colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  code: ["class"],
};

/** Why this HTML would be unsafe in a page, or null: scripts, handlers, dangerous URLs. */
export function findUnsafeHtml(html: string): string | null {
  if (/<script/i.test(html)) return "contains <script";
  for (const { tag, attributes } of parseElements(html)) {
    if (["script", "style", "iframe", "object", "embed", "svg", "math", "form"].includes(tag)) {
      return `contains <${tag}>`;
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (name.startsWith("on")) return `has event handler ${name} on <${tag}>`;
      if (name === "style") return `has a style attribute on <${tag}>`;
      const compact = stripControlCharacters(value).toLowerCase();
      if (urlAttributes.has(name) && /^(javascript|vbscript|data):/.test(compact)) {
        return `has ${name}="${value}" on <${tag}>`;
      }
      if (!(allowedAttributes[tag] ?? []).includes(name))
        return `has unexpected ${name}="${value}" on <${tag}>`;
      if (name === "start" && !/^-?\d+$/.test(value)) return `has start="${value}" on <${tag}>`;
      // Absolute web/mail links, or paths inside this app (never protocol-relative `//host`).
      const isAllowedHref = /^(https?|mailto):/.test(compact) || /^\/(?![/\\])/.test(compact);
      if (name === "href" && !isAllowedHref) return `has link ${value}`;
      if (name === "src" && !/^(https?:\/\/|\/file\/)/.test(compact)) return `has image ${value}`;
    }
  }
  return null;
}
