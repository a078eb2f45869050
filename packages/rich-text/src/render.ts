import type { JSONContent } from "@tiptap/core";
import { DOMSerializer, Node } from "@tiptap/pm/model";
import { Window } from "happy-dom";
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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

/**
 * Renders a rich-text document (ProseMirror JSON) to HTML with the schema of the shared extension
 * list, then sanitises it, so whatever a client stored, the HTML is safe to put into a page.
 * Null or empty documents give "". A document that does not fit the schema falls back to its text.
 * `resolveImageSrc` may rewrite image sources (see `SanitizeOptions`).
 */
export function renderRichText(doc: JSONContent | null | undefined, options: SanitizeOptions = {}): string {
  if (!doc || !Array.isArray(doc.content) || doc.content.length === 0) return "";
  let html: string;
  try {
    html = toHtml(doc);
  } catch {
    html = toTextHtml(doc);
  }
  return sanitizeRichTextHtml(html, options);
}
