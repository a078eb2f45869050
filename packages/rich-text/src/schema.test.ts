import { describe, expect, it } from "vitest";
import { findRichTextProblem } from "./schema";
import { isSafeImageSrc, isSafeLinkHref } from "./urls";

describe("findRichTextProblem", () => {
  it("accepts documents the editor makes", () => {
    const doc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "x", marks: [{ type: "link", attrs: { href: "https://a.test" } }] },
          ],
        },
        { type: "image", attrs: { src: "https://a.test/x.png" } },
      ],
    };
    expect(findRichTextProblem(doc)).toBeNull();
  });

  it("names unknown nodes and marks and broken structure", () => {
    expect(findRichTextProblem({ type: "doc", content: [{ type: "video" }] })).toBe(
      "Unknown node type: video",
    );
    expect(
      findRichTextProblem({
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "blink" }] }] }],
      }),
    ).toMatch(/blink/);
    expect(findRichTextProblem({ type: "doc", content: [{ type: "text", text: "loose" }] })).toMatch(
      /Invalid content/,
    );
  });
});

describe("URL rules", () => {
  it.each([
    ["https://keen.test/a", true],
    ["http://keen.test", true],
    ["mailto:me@keen.test", true],
    ["javascript:alert(1)", false],
    ["java\nscript:alert(1)", false],
    ["/card/1", true],
    ["//evil.test/x", false],
    ["/\\evil.test", false],
    ["ftp://x.test", false],
  ])("link %j → %s", (href, expected) => expect(isSafeLinkHref(href)).toBe(expected));

  it.each([
    ["https://keen.test/a.png", true],
    ["/File/2f1c7a3e-1111-4a4a-9b9b-123456789012/Content", true],
    ["/File/2f1c7a3e-1111-4a4a-9b9b-123456789012/Content?size=thumb", true],
    ["/File/../../etc/passwd", false],
    ["data:image/png;base64,AAAA", false],
    ["//evil.test/a.png", false],
    ["javascript:alert(1)", false],
  ])("image %j → %s", (src, expected) => expect(isSafeImageSrc(src)).toBe(expected));
});
