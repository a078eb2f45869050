import {
  type CardContent,
  emptyCardContent,
  type FieldUnit,
  fieldUnits,
  getUnit,
  isSameValue,
  type RichText,
  type RichTextField,
  richTextFields,
  setUnit,
} from "@keen/contracts";
import { richTextSchema } from "@keen/rich-text/schema";
import { Node } from "@tiptap/pm/model";
import {
  prosemirrorJSONToYXmlFragment,
  updateYFragment,
  yXmlFragmentToProsemirrorJSON,
} from "@tiptap/y-tiptap";
import * as Y from "yjs";
import { aspectOfUnit, isRichTextUnit, mindsetAspects, textPaths, valuesMapName } from "./layout";
import { setText } from "./text-diff";

/** True when a document carries nothing but empty paragraphs (the editor's "empty"). */
function isEmptyDoc(json: RichText): boolean {
  const blocks = json.content ?? [];
  return blocks.every((block) => block.type === "paragraph" && !(block.content ?? []).length);
}

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
  const json = canonicalRichText(yXmlFragmentToProsemirrorJSON(fragment) as RichText);
  return isEmptyDoc(json) ? null : json;
}

/** The card content a document holds (what is persisted as the draft). */
export function readCardContent(doc: Y.Doc): CardContent {
  const empty = emptyCardContent();
  const values = doc.getMap<unknown>(valuesMapName);
  let content: CardContent = {
    ...empty,
    title: doc.getText("title").toString(),
    summary: doc.getText("summary").toString(),
  };
  for (const field of richTextFields) content = { ...content, [field]: readRichText(doc, field) };
  for (const aspect of mindsetAspects) {
    content = setUnit(content, `mindset.${aspect}`, {
      isSelected: values.get(`mindset.${aspect}.isSelected`) === true,
      elaboration: doc.getText(`mindset.${aspect}.elaboration`).toString(),
    });
  }
  for (const unit of fieldUnits) {
    if (isRichTextUnit(unit) || aspectOfUnit(unit) || unit === "title" || unit === "summary") continue;
    if (values.has(unit)) content = setUnit(content, unit, structuredClone(values.get(unit)));
  }
  return content;
}

function writeRichText(doc: Y.Doc, field: RichTextField, value: RichText | null) {
  const node = Node.fromJSON(richTextSchema(), value ?? { type: "doc", content: [{ type: "paragraph" }] });
  const wanted = node.toJSON() as RichText;
  if (isSameValue(readRichText(doc, field), isEmptyDoc(wanted) ? null : wanted)) return;
  const fragment = doc.getXmlFragment(field);
  if (fragment.length === 0) {
    prosemirrorJSONToYXmlFragment(richTextSchema(), node.toJSON(), fragment);
    return;
  }
  // A structural diff against what is there, so others' carets and undo history stay anchored.
  updateYFragment(doc, fragment, node, { mapping: new Map(), isOMark: new Map() });
}

function setValue(doc: Y.Doc, key: string, value: unknown) {
  const values = doc.getMap<unknown>(valuesMapName);
  if (values.has(key) && isSameValue(values.get(key), value)) return;
  values.set(key, structuredClone(value));
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
  doc.transact(() => {
    for (const unit of units) {
      const value = getUnit(content, unit);
      if (isRichTextUnit(unit)) writeRichText(doc, unit, value as RichText | null);
      else if (unit === "title" || unit === "summary") setText(doc.getText(unit), String(value ?? ""));
      else {
        const aspect = aspectOfUnit(unit);
        if (aspect) {
          const { isSelected, elaboration } = value as CardContent["mindset"]["curiosity"];
          setValue(doc, `mindset.${aspect}.isSelected`, isSelected);
          setText(doc.getText(`mindset.${aspect}.elaboration`), elaboration);
        } else setValue(doc, unit, value);
      }
    }
  }, origin);
}

/** Every shared type of the layout, created up front (observers can attach before content arrives). */
export function touchCardDoc(doc: Y.Doc): void {
  for (const path of textPaths) doc.getText(path);
  for (const field of richTextFields) doc.getXmlFragment(field);
  doc.getMap(valuesMapName);
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
