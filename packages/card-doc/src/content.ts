import {
  type CardContent,
  type FieldUnit,
  fieldUnits,
  isSameValue,
  type RichText,
  type RichTextField,
} from "@keen/contracts";
import { richTextSchema } from "@keen/rich-text/schema";
import { Node } from "@tiptap/pm/model";
import { prosemirrorJSONToYXmlFragment, updateYFragment } from "@tiptap/y-tiptap";
import * as Y from "yjs";
import { fragmentToJson, isEmptyRichText, readCardValues, writeCardValues } from "./doc-values";

/**
 * ProseMirror JSON in the editor schema's own form (`Node.toJSON`: default attributes filled in,
 * none for marks without any), so a draft and the document it was written into compare equal.
 * What does not fit the schema is answered as it is: saving reports it instead of failing.
 */
function canonicalRichText(json: RichText): RichText {
  try {
    return Node.fromJSON(richTextSchema(), json).toJSON() as RichText;
  } catch {
    return json;
  }
}

/** A rich-text field's content: ProseMirror JSON, or null when empty (as the REST editor sends). */
export function readRichText(doc: Y.Doc, field: RichTextField): RichText | null {
  const fragment = doc.getXmlFragment(field);
  if (fragment.length === 0) return null;
  const json = canonicalRichText(fragmentToJson(fragment));
  return isEmptyRichText(json) ? null : json;
}

/** The card content a document holds (what is persisted as the draft). */
export function readCardContent(doc: Y.Doc): CardContent {
  return readCardValues(doc, readRichText);
}

function writeRichText(doc: Y.Doc, field: RichTextField, value: RichText | null) {
  const node = Node.fromJSON(richTextSchema(), value ?? { type: "doc", content: [{ type: "paragraph" }] });
  const wanted = node.toJSON() as RichText;
  if (isSameValue(readRichText(doc, field), isEmptyRichText(wanted) ? null : wanted)) return;
  const fragment = doc.getXmlFragment(field);
  if (fragment.length === 0) {
    prosemirrorJSONToYXmlFragment(richTextSchema(), node.toJSON(), fragment);
    return;
  }
  // A structural diff against what is there, so others' carets and undo history stay anchored.
  updateYFragment(doc, fragment, node, { mapping: new Map(), isOMark: new Map() });
}

/**
 * Writes `content` into the document for the given units (every unit by default), changing only
 * what differs: text by its smallest splice, rich text by a structural diff, values when unequal.
 * Used to load an existing draft the first time it is opened, and to apply a REST save to a live
 * document. `origin` marks the transaction (the collab server skips its own echoes by it).
 */
export function writeCardContent(
  doc: Y.Doc,
  content: CardContent,
  units: readonly FieldUnit[] = fieldUnits,
  origin: unknown = null,
): void {
  writeCardValues(doc, content, units, origin, writeRichText);
}

/**
 * `content` as a card document holds it (rich text in the editor schema's form): what the
 * document read back would be right after `writeCardContent`. Compare a draft with what a live
 * document holds through this, so a difference of form is not taken for an edit.
 */
export function toDocumentContent(content: CardContent): CardContent {
  const doc = new Y.Doc();
  try {
    writeCardContent(doc, content);
    return readCardContent(doc);
  } finally {
    doc.destroy();
  }
}
