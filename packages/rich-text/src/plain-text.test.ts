import { describe, expect, it } from "vitest";
import { richTextToPlainText } from "./plain-text";

const doc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Design  brief" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Build a " },
        { type: "text", text: "bridge", marks: [{ type: "bold" }] },
        { type: "text", text: "." },
      ],
    },
    {
      type: "bulletList",
      content: [
        { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Test it" }] }] },
      ],
    },
  ],
};

describe("richTextToPlainText", () => {
  it("joins text in order with blocks separated and whitespace collapsed", () => {
    expect(richTextToPlainText(doc)).toBe("Design brief Build a bridge. Test it");
  });

  it("can keep one line per block", () => {
    expect(richTextToPlainText(doc, { blockSeparator: "\n" })).toBe("Design brief\nBuild a bridge.\nTest it");
  });

  it("cuts at maxLength with an ellipsis", () => {
    expect(richTextToPlainText(doc, { maxLength: 14 })).toBe("Design brief…");
  });

  it("gives an empty string for null and ignores malformed nodes", () => {
    expect(richTextToPlainText(null)).toBe("");
    expect(richTextToPlainText({ type: "doc", content: [null as never, { type: "text", text: "ok" }] })).toBe(
      "ok",
    );
  });
});
