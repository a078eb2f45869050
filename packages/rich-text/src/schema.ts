import { getSchema, type JSONContent } from "@tiptap/core";
import { Node, type Schema } from "@tiptap/pm/model";
import { richTextExtensions } from "./extensions";

let cached: Schema | undefined;

/** The ProseMirror schema of card rich text (built once from the shared extensions). */
export function richTextSchema(): Schema {
  cached ??= getSchema(richTextExtensions);
  return cached;
}

/**
 * Parses a ProseMirror JSON document against the card schema and checks its structure.
 * Throws (with ProseMirror's message) when it uses unknown nodes or marks or breaks the rules.
 */
export function parseRichText(doc: JSONContent): Node {
  const node = Node.fromJSON(richTextSchema(), doc);
  node.check();
  return node;
}

/**
 * Why a document does not fit the card schema ("Unknown node type: video"), or null when it
 * does. The API answers 400 with this reason instead of storing what it could not render.
 */
export function findRichTextProblem(doc: JSONContent): string | null {
  try {
    parseRichText(doc);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : "is not a valid rich-text document";
  }
}
