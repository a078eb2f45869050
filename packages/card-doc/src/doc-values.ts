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
import * as Y from "yjs";
import { aspectOfUnit, isRichTextUnit, mindsetAspects, textPaths, valuesMapName } from "./layout";
import { setText } from "./text-diff";

/**
 * A card document's fields without ProseMirror: the reading and writing of `content.ts` with the
 * rich-text fields left to the caller, so a page can follow a live document (title, values, and
 * rich text as JSON) before it loads the editor's schema.
 */

/** Reads one rich-text field (ProseMirror JSON, or null when empty). */
export type ReadRichText = (doc: Y.Doc, field: RichTextField) => RichText | null;
/** Writes one rich-text field. */
export type WriteRichText = (doc: Y.Doc, field: RichTextField, value: RichText | null) => void;

/** A mark stored on a `Y.XmlText` run: y-prosemirror suffixes repeated marks with `--` and a hash. */
const markNameOf = (attribute: string) => /^(.*)--[a-zA-Z0-9+/=]{8}$/.exec(attribute)?.[1] ?? attribute;

type JsonNode = { type: string; attrs?: Record<string, unknown>; content?: JsonNode[] } & Record<
  string,
  unknown
>;

function toJson(item: Y.XmlElement | Y.XmlText): JsonNode[] {
  if (item instanceof Y.XmlText) {
    return (item.toDelta() as { insert: string; attributes?: Record<string, Record<string, unknown>> }[]).map(
      ({ insert, attributes }) => ({
        type: "text",
        text: insert,
        ...(attributes
          ? {
              marks: Object.entries(attributes).map(([name, attrs]) => ({
                type: markNameOf(name),
                ...(attrs && Object.keys(attrs).length ? { attrs } : {}),
              })),
            }
          : {}),
      }),
    );
  }
  const attrs = item.getAttributes();
  const children = item.toArray() as (Y.XmlElement | Y.XmlText)[];
  return [
    {
      type: item.nodeName,
      ...(Object.keys(attrs).length ? { attrs } : {}),
      ...(children.length ? { content: children.flatMap(toJson) } : {}),
    },
  ];
}

/**
 * A rich-text fragment as ProseMirror JSON, read without the schema (attributes as stored: the
 * editor writes them all), as y-prosemirror's `yXmlFragmentToProsemirrorJSON` does.
 */
export function fragmentToJson(fragment: Y.XmlFragment): RichText {
  const items = fragment.toArray() as (Y.XmlElement | Y.XmlText)[];
  return { type: "doc", content: items.flatMap(toJson) } as RichText;
}

/** True when a document carries nothing but empty paragraphs (the editor's "empty"). */
export function isEmptyRichText(json: RichText): boolean {
  const blocks = json.content ?? [];
  return blocks.every((block) => block.type === "paragraph" && !(block.content ?? []).length);
}

/** The card content a document holds, its rich-text fields read by `readRichText`. */
export function readCardValues(doc: Y.Doc, readRichText: ReadRichText): CardContent {
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

function setValue(doc: Y.Doc, key: string, value: unknown) {
  const values = doc.getMap<unknown>(valuesMapName);
  if (values.has(key) && isSameValue(values.get(key), value)) return;
  values.set(key, structuredClone(value));
}

/**
 * Writes `content` into the document for the given units, changing only what differs (text by its
 * smallest splice, values when unequal), rich-text fields through `writeRichText`.
 */
export function writeCardValues(
  doc: Y.Doc,
  content: CardContent,
  units: readonly FieldUnit[],
  origin: unknown,
  writeRichText: WriteRichText,
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
