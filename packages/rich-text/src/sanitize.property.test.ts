import type { JSONContent } from "@tiptap/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderRichText } from "./render";
import { sanitizeRichTextHtml } from "./sanitize";
import { findUnsafeHtml } from "./test-html";

/** Strings an attacker would try, mixed with arbitrary ones. */
const payloads = [
  "javascript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "java&#x09;script:alert(1)",
  "&#106;avascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example/x.png",
  '"><script>alert(1)</script>',
  "' onmouseover='alert(1)",
  '" onerror="alert(1)',
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "<iframe src=javascript:alert(1)>",
  "</p><style>*{}</style>",
  "https://keen.test/ok",
  "/File/2f1c7a3e-1111-4a4a-9b9b-123456789012/Content",
  "mailto:me@keen.test",
];
const evilString = fc.oneof(fc.constantFrom(...payloads), fc.string(), fc.string({ unit: "binary" }));

const nodeTypes = [
  "paragraph",
  "heading",
  "blockquote",
  "codeBlock",
  "bulletList",
  "orderedList",
  "listItem",
  "image",
  "table",
  "tableRow",
  "tableCell",
  "tableHeader",
  "horizontalRule",
  "hardBreak",
  "script",
  "iframe",
];
const attrNames = [
  "href",
  "src",
  "alt",
  "title",
  "level",
  "language",
  "onclick",
  "onerror",
  "style",
  "class",
  "target",
  "rel",
  "colspan",
  "start",
];
const attrs = fc.dictionary(
  fc.oneof(fc.constantFrom(...attrNames), fc.string()),
  fc.oneof(evilString, fc.integer(), fc.boolean(), fc.constant(null)),
  { maxKeys: 4 },
);
const marks = fc.array(
  fc.record({
    type: fc.constantFrom("link", "bold", "italic", "code", "underline", "strike", "script"),
    attrs,
  }),
  { maxLength: 2 },
);
const textNode = fc.record({ type: fc.constant("text"), text: evilString, marks });

const { node } = fc.letrec<{ node: JSONContent }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    textNode,
    fc.record({
      type: fc.constantFrom(...nodeTypes),
      attrs,
      content: fc.array(tie("node"), { maxLength: 4 }),
    }),
  ),
}));
const documents = fc.array(node, { maxLength: 5 }).map((content): JSONContent => ({ type: "doc", content }));

/** Documents that fit the schema (so the real renderer runs), carrying hostile attributes and text. */
const inline = fc.record({
  type: fc.constant("text"),
  text: fc.string({ minLength: 1 }).filter((t) => t.trim() !== ""),
  marks,
});
const schemaShapedDocuments = fc
  .array(
    fc.oneof(
      fc.record({
        type: fc.constant("paragraph"),
        attrs,
        content: fc.array(inline, { minLength: 1, maxLength: 3 }),
      }),
      fc.record({
        type: fc.constant("heading"),
        attrs,
        content: fc.array(inline, { minLength: 1, maxLength: 2 }),
      }),
      fc.record({
        type: fc.constant("codeBlock"),
        attrs,
        content: fc.array(
          inline.map((t) => ({ type: "text", text: t.text })),
          { maxLength: 1 },
        ),
      }),
      fc.record({ type: fc.constant("image"), attrs }),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((content): JSONContent => ({ type: "doc", content }));

describe("sanitising rich text (property)", () => {
  it("renders schema-shaped documents with hostile attributes and marks safely", () => {
    fc.assert(
      fc.property(schemaShapedDocuments, (doc) => {
        const html = renderRichText(doc);
        expect(findUnsafeHtml(html)).toBeNull();
        expect(html).not.toMatch(/<script/i);
      }),
      { numRuns: 400 },
    );
  });

  it("never lets script, event handlers or dangerous URLs through, whatever JSON the client sends", () => {
    fc.assert(
      fc.property(documents, (doc) => {
        const html = renderRichText(doc);
        expect(findUnsafeHtml(html)).toBeNull();
        expect(html).not.toMatch(/<script/i);
      }),
      { numRuns: 400 },
    );
  });

  it("never lets them through from arbitrary HTML either", () => {
    const fragments = fc.array(
      fc.oneof(
        evilString,
        fc.constantFrom(
          "<a href=",
          "<img src=",
          "<p ",
          "<table>",
          "<td ",
          ">",
          '"',
          "'",
          " onclick=",
          "</a>",
        ),
      ),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(fragments, (parts) => {
        const html = sanitizeRichTextHtml(parts.join(""));
        expect(findUnsafeHtml(html)).toBeNull();
      }),
      { numRuns: 600 },
    );
  });
});
