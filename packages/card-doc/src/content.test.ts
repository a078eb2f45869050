import { emptyCardContent, type RichText } from "@keen/contracts";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { readCardContent, toDocumentContent, writeCardContent } from "./content";
import { cardDocumentName, cardIdOfDocument } from "./layout";
import { setText } from "./text-diff";

const paragraph = (text: string): RichText => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

function sync(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}

describe("card documents", () => {
  it("round-trips every field of a draft", () => {
    const content = {
      ...emptyCardContent(),
      title: "Design a bridge",
      summary: "Teams build and test",
      description: paragraph("Build it"),
      mindset: {
        ...emptyCardContent().mindset,
        curiosity: { isSelected: true, elaboration: "Ask why" },
        indicators: [{ id: "5f0d3a43-2b1e-4a39-9a55-0c6c7b1f2a10", text: "Asks", isAssessed: true }],
      },
      attributes: {
        ...emptyCardContent().attributes,
        tags: ["bridges", "teams"],
        courseLevel: "first-year" as const,
      },
    };
    const doc = new Y.Doc();
    writeCardContent(doc, content);
    expect(readCardContent(doc)).toEqual(content);
  });

  it("reads an empty document as the empty card, and an emptied rich text as null", () => {
    const doc = new Y.Doc();
    expect(readCardContent(doc)).toEqual(emptyCardContent());
    writeCardContent(doc, { ...emptyCardContent(), description: paragraph("x") });
    writeCardContent(doc, emptyCardContent(), ["description"]);
    expect(readCardContent(doc).description).toBeNull();
  });

  it("keeps both people's letters when two type into the title at once", () => {
    const a = new Y.Doc();
    writeCardContent(a, { ...emptyCardContent(), title: "Bridge" });
    const b = new Y.Doc();
    sync(a, b);
    setText(a.getText("title"), "Big Bridge");
    setText(b.getText("title"), "Bridge lab");
    sync(a, b);
    expect(readCardContent(a).title).toBe("Big Bridge lab");
    expect(readCardContent(b).title).toBe("Big Bridge lab");
  });

  it("merges concurrent paragraphs of one description", () => {
    const a = new Y.Doc();
    writeCardContent(a, { ...emptyCardContent(), description: paragraph("Start") });
    const b = new Y.Doc();
    sync(a, b);
    writeCardContent(a, { ...emptyCardContent(), description: paragraph("Start from A") }, ["description"]);
    writeCardContent(b, { ...emptyCardContent(), description: paragraph("B: Start") }, ["description"]);
    sync(a, b);
    const text = JSON.stringify(readCardContent(a).description);
    expect(text).toContain("from A");
    expect(text).toContain("B: ");
    expect(readCardContent(b).description).toEqual(readCardContent(a).description);
  });

  it("writes nothing when the content is unchanged", () => {
    const doc = new Y.Doc();
    writeCardContent(doc, { ...emptyCardContent(), title: "Same", description: paragraph("x") });
    const before = Y.encodeStateVector(doc);
    writeCardContent(doc, { ...emptyCardContent(), title: "Same", description: paragraph("x") });
    expect(Y.encodeStateVector(doc)).toEqual(before);
  });

  it("reads rich text in the schema's form, so a draft without default attributes is not an edit", () => {
    const description: RichText = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Bold", marks: [{ type: "bold" }] },
            {
              type: "text",
              text: " link",
              marks: [{ type: "link", attrs: { href: "https://example.org" } }],
            },
          ],
        },
      ],
    };
    const content = { ...emptyCardContent(), description };
    const doc = new Y.Doc();
    writeCardContent(doc, content);
    const read = readCardContent(doc);
    expect(read).toEqual(toDocumentContent(content));
    expect(JSON.stringify(read.description)).toContain('"marks":[{"type":"bold"}]');
    expect(JSON.stringify(read.description)).toContain('"rel":"noopener noreferrer nofollow"');
    const before = Y.encodeStateVector(doc);
    writeCardContent(doc, content);
    expect(Y.encodeStateVector(doc)).toEqual(before);
  });

  it("answers rich text that does not fit the schema as it is, for saving to report", () => {
    const doc = new Y.Doc();
    const fragment = doc.getXmlFragment("description");
    const video = new Y.XmlElement("video");
    fragment.insert(0, [video]);
    expect(readCardContent(doc).description).toEqual({ type: "doc", content: [{ type: "video" }] });
  });

  it("splices text without splitting an emoji", () => {
    const doc = new Y.Doc();
    const text = doc.getText("t");
    setText(text, "a😀b");
    setText(text, "a😃b");
    expect(text.toString()).toBe("a😃b");
  });

  it("names card documents and reads the id back", () => {
    const id = "5f0d3a43-2b1e-4a39-9a55-0c6c7b1f2a10";
    expect(cardIdOfDocument(cardDocumentName(id))).toBe(id);
    expect(cardIdOfDocument("card:nope")).toBeNull();
  });
});
