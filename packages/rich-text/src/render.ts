import { escapeHtml } from "@keen/server-kit/html";
import type { JSONContent } from "@tiptap/core";
import { DOMSerializer, Node } from "@tiptap/pm/model";
import { Window } from "happy-dom";
import { LRUCache } from "lru-cache";
import { richTextToPlainText } from "./plain-text";
import { type SanitizeOptions, sanitizeRichTextHtml } from "./sanitize";
import { richTextSchema } from "./schema";

type SerializeOptions = NonNullable<Parameters<DOMSerializer["serializeFragment"]>[1]>;
type Target = NonNullable<Parameters<DOMSerializer["serializeFragment"]>[2]>;
type Serializer = { serializer: DOMSerializer; document: NonNullable<SerializeOptions["document"]> };
let shared: Serializer | undefined;

/**
 * One DOM-less document for the whole process (scripts and resource loading disabled): it is only
 * used to build elements and read `innerHTML`, which is far cheaper than a window per render.
 */
function serializer(): Serializer {
  if (!shared) {
    const window = new Window({
      settings: {
        disableJavaScriptEvaluation: true,
        disableJavaScriptFileLoading: true,
        disableCSSFileLoading: true,
        disableIframePageLoading: true,
        disableComputedStyleRendering: true,
      },
    });
    shared = {
      serializer: DOMSerializer.fromSchema(richTextSchema()),
      document: window.document as unknown as Serializer["document"],
    };
  }
  return shared;
}

/** ProseMirror's own HTML for the document, built with the shared extension list's schema. */
function toHtml(doc: JSONContent): string {
  const { serializer: domSerializer, document } = serializer();
  const node = Node.fromJSON(richTextSchema(), doc);
  const wrap = document.createElement("div") as Target & { innerHTML: string };
  domSerializer.serializeFragment(node.content, { document }, wrap);
  return wrap.innerHTML;
}

/** The text of a document that does not fit the schema, one paragraph per block. */
function toTextHtml(doc: JSONContent): string {
  return richTextToPlainText(doc, { blockSeparator: "\n" })
    .split("\n")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
}

/** A rendered document: its HTML, and the sanitised HTML when that does not depend on the caller. */
type Rendered = { html: string; safe: string | null };

/**
 * Rendered documents by their JSON (a card is read far more often than it changes, and building
 * the DOM and sanitising it is most of a card read's CPU). Bounded by size, about 32 MB.
 */
const rendered = new LRUCache<string, Rendered>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (value, key) => key.length + value.html.length + (value.safe?.length ?? 0) || 1,
});

function render(doc: JSONContent): Rendered {
  const key = JSON.stringify(doc);
  const cached = rendered.get(key);
  if (cached) return cached;
  let html: string;
  try {
    html = toHtml(doc);
  } catch {
    html = toTextHtml(doc);
  }
  // Image sources may be rewritten per reader (signed URLs): only image-free HTML is final.
  const value = { html, safe: /<img\b/i.test(html) ? null : sanitizeRichTextHtml(html) };
  rendered.set(key, value);
  return value;
}

/**
 * Renders a rich-text document (ProseMirror JSON) to HTML with the schema of the shared extension
 * list, then sanitises it, so whatever a client stored, the HTML is safe to put into a page.
 * Null or empty documents give "". A document that does not fit the schema falls back to its text.
 * `resolveImageSrc` may rewrite image sources (see `SanitizeOptions`). Renders are cached by the
 * document's JSON.
 */
export function renderRichText(doc: JSONContent | null | undefined, options: SanitizeOptions = {}): string {
  if (!doc || !Array.isArray(doc.content) || doc.content.length === 0) return "";
  const { html, safe } = render(doc);
  return safe ?? sanitizeRichTextHtml(html, options);
}
