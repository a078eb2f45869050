import { getSchema, resolveExtensions } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { createRichTextExtensions } from "./extensions";

const names = (options?: Parameters<typeof createRichTextExtensions>[0]) =>
  resolveExtensions(createRichTextExtensions(options)).map((extension) => extension.name);

describe("createRichTextExtensions", () => {
  it("leaves the undo history out for a co-edited editor, with the same document schema", () => {
    expect(names()).toContain("undoRedo");
    expect(names({ history: false })).not.toContain("undoRedo");
    const schema = getSchema(createRichTextExtensions({ history: false }));
    expect(Object.keys(schema.nodes)).toEqual(Object.keys(getSchema(createRichTextExtensions()).nodes));
    expect(Object.keys(schema.marks)).toEqual(Object.keys(getSchema(createRichTextExtensions()).marks));
  });
});
