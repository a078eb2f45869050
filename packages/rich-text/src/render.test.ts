import type { JSONContent } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { renderRichText } from "./render";
import { findUnsafeHtml, parseElements } from "./test-html";

const doc = (...content: JSONContent[]): JSONContent => ({ type: "doc", content });
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: "paragraph", content });
const text = (value: string, marks?: JSONContent["marks"]): JSONContent => ({
  type: "text",
  text: value,
  ...(marks ? { marks } : {}),
});
const link = (href: string) => [{ type: "link", attrs: { href } }];
const image = (src: string, extra: Record<string, unknown> = {}): JSONContent => ({
  type: "image",
  attrs: { src, ...extra },
});

describe("renderRichText", () => {
  it("renders what the editor makes: headings, marks, lists, links, images and tables", () => {
    const html = renderRichText(
      doc(
        { type: "heading", attrs: { level: 2 }, content: [text("Goals")] },
        paragraph(text("Bold", [{ type: "bold" }]), text(" and "), text("site", link("https://keen.org"))),
        {
          type: "orderedList",
          attrs: { start: 3 },
          content: [{ type: "listItem", content: [paragraph(text("three"))] }],
        },
        image("/File/2f1c7a3e-1111-4a4a-9b9b-123456789012/Content", { alt: "diagram" }),
        {
          type: "table",
          content: [
            {
              type: "tableRow",
              content: [{ type: "tableHeader", content: [paragraph(text("Week"))] }],
            },
          ],
        },
      ),
    );
    expect(html).toContain("<h2>Goals</h2>");
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain(
      '<a href="https://keen.org" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(html).toContain('<ol start="3"><li><p>three</p></li></ol>');
    expect(html).toContain('<img src="/File/2f1c7a3e-1111-4a4a-9b9b-123456789012/Content" alt="diagram" />');
    expect(html).toContain("<th><p>Week</p></th>");
  });

  it("gives an empty string for null and empty documents", () => {
    expect(renderRichText(null)).toBe("");
    expect(renderRichText({ type: "doc", content: [] })).toBe("");
  });

  it("maps heading levels outside 2–4 to a level cards use", () => {
    const html = renderRichText(doc({ type: "heading", attrs: { level: 1 }, content: [text("Title")] }));
    expect(html).toBe("<h2>Title</h2>");
  });

  it("falls back to escaped text when the document does not fit the schema", () => {
    const html = renderRichText(
      doc({ type: "video", content: [text("<b>clip</b>")] }, paragraph(text("after"))),
    );
    expect(html).toBe("<p>&lt;b&gt;clip&lt;/b&gt;</p><p>after</p>");
  });

  it.each([
    ["javascript link", doc(paragraph(text("x", link("javascript:alert(1)"))))],
    ["javascript link with tab and entity", doc(paragraph(text("x", link("java\tscript&colon;alert(1)"))))],
    ["upper-case javascript link", doc(paragraph(text("x", link(" JAVASCRIPT:alert(1)"))))],
    ["data link", doc(paragraph(text("x", link("data:text/html;base64,PHNjcmlwdD4="))))],
    ["vbscript link", doc(paragraph(text("x", link("vbscript:msgbox(1)"))))],
    ["protocol-relative link", doc(paragraph(text("x", link("//evil.example/x"))))],
    ["javascript image", doc(image("javascript:alert(1)"))],
    ["data image", doc(image("data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"))],
    ["image with onerror attribute", doc(image("https://x.test/a.png", { onerror: "alert(1)" }))],
    [
      "attribute breaking out of quotes",
      doc(image("https://x.test/a.png", { alt: '"><script>alert(1)</script>' })),
    ],
    [
      "list start that is not a number",
      doc({ type: "orderedList", attrs: { start: "javascript:alert(1)" }, content: [] }),
    ],
    ["script in text", doc(paragraph(text("<script>alert(1)</script>")))],
    ["img tag in text", doc(paragraph(text('<img src=x onerror="alert(1)">')))],
    ["script node type", doc({ type: "script", content: [text("alert(1)")] })],
    [
      "link with onclick attribute",
      doc(paragraph(text("x", [{ type: "link", attrs: { href: "https://a.test", onclick: "alert(1)" } }]))),
    ],
    [
      "code block language breaking out",
      doc({ type: "codeBlock", attrs: { language: '"><script>alert(1)</script>' }, content: [text("x")] }),
    ],
  ])("neutralises %s", (_name, input) => {
    const html = renderRichText(input);
    expect(findUnsafeHtml(html)).toBeNull();
    expect(html).not.toMatch(/<script|javascript:|vbscript:|data:/i);
  });

  it("keeps safe links, mailto links and drops the href of unsafe ones", () => {
    const html = renderRichText(
      doc(paragraph(text("a", link("mailto:me@keen.test")), text("b", link("javascript:alert(1)")))),
    );
    const anchors = parseElements(html).filter((element) => element.tag === "a");
    expect(anchors.map((anchor) => anchor.attributes.href)).toEqual(["mailto:me@keen.test", undefined]);
    expect(anchors.every((anchor) => anchor.attributes.rel === "noopener noreferrer nofollow")).toBe(true);
  });

  it("answers a document it rendered before with the same HTML, and a changed one anew", () => {
    const words = { type: "text", text: "cached once" };
    const input = { type: "doc", content: [{ type: "paragraph", content: [words] }] };
    const first = renderRichText(input);
    expect(renderRichText(structuredClone(input))).toBe(first);
    words.text = "changed since";
    expect(renderRichText(input)).toBe("<p>changed since</p>");
  });

  it("lets the caller rewrite image sources, still checking the result", () => {
    const src = "/File/2f1c7a3e-1111-4a4a-9b9b-123456789012/Content";
    const input = doc(image(src), image("https://a.test/x.png"));
    const signed = renderRichText(input, {
      resolveImageSrc: (value) => (value === src ? `https://api.test${src}?token=t` : null),
    });
    expect(parseElements(signed).map((element) => element.attributes.src)).toEqual([
      `https://api.test${src}?token=t`,
      "https://a.test/x.png",
    ]);
    expect(renderRichText(input, { resolveImageSrc: () => "javascript:alert(1)" })).toBe("");
  });
});

describe("links to pages of this app", () => {
  const linkDoc = (href: string) => ({
    type: "doc",
    content: [
      {
        type: "paragraph",
        content: [{ type: "text", text: "go", marks: [{ type: "link", attrs: { href } }] }],
      },
    ],
  });

  it("keeps an in-app path and opens it in the same tab", () => {
    const html = renderRichText(linkDoc("/search?types=card"));
    expect(html).toContain('<a href="/search?types=card">go</a>');
  });

  it.each(["//evil.example/x", "/\\evil.example", "javascript:alert(1)", '/x"onmouseover=alert(1)'])(
    "drops %s",
    (href) => {
      const html = renderRichText(linkDoc(href));
      expect(html).not.toContain("evil.example");
      expect(html).not.toMatch(/javascript:|onmouseover/);
    },
  );
});
