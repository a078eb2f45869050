import { type FieldUnit, fieldUnits, type RichTextField, richTextFields } from "@keen/contracts";

/**
 * How a card draft is laid out in its Yjs document (decision 0017). Every co-editor, the collab
 * server and the benchmark read and write it through this package, never by names of their own.
 *
 * - Each rich-text field is a `Y.XmlFragment` named after the field (TipTap Collaboration binds
 *   to it with `field: "description"`).
 * - Plain-text fields are `Y.Text`s named by their path, so two people typing in the title at
 *   once both keep their letters.
 * - Every other unit of change (`typeId`, `resources`, `attributes.tags`, the 3Cs' switches…)
 *   is one JSON value in the `values` map: last writer wins per unit, like the REST autosave.
 */
export const valuesMapName = "values";

/** The `Y.Text` paths: the title, the summary and the elaboration of each of the 3Cs. */
export const textPaths = [
  "title",
  "summary",
  "mindset.curiosity.elaboration",
  "mindset.connections.elaboration",
  "mindset.creatingValue.elaboration",
] as const;
export type TextPath = (typeof textPaths)[number];

/** The 3Cs: a switch in `values` (`mindset.curiosity.isSelected`) and an elaboration text. */
export const mindsetAspects = ["curiosity", "connections", "creatingValue"] as const;
export type MindsetAspectName = (typeof mindsetAspects)[number];

const richSet = new Set<string>(richTextFields);

/** True when the unit is a rich-text field (a `Y.XmlFragment`). */
export function isRichTextUnit(unit: FieldUnit): unit is RichTextField {
  return richSet.has(unit);
}

/** The aspect a `mindset.curiosity`-style unit names, if any. */
export function aspectOfUnit(unit: FieldUnit): MindsetAspectName | undefined {
  const [head, inner] = unit.split(".");
  return head === "mindset" && mindsetAspects.includes(inner as MindsetAspectName)
    ? (inner as MindsetAspectName)
    : undefined;
}

/** Units kept as whole JSON values in the `values` map. */
export const valueUnits: FieldUnit[] = fieldUnits.filter(
  (unit) => !isRichTextUnit(unit) && !aspectOfUnit(unit) && unit !== "title" && unit !== "summary",
);

/** The name of a card's document on the collab server. */
export function cardDocumentName(cardId: string): string {
  return `card:${cardId}`;
}

/** The card id a document name carries, or null when it is not a card document. */
export function cardIdOfDocument(documentName: string): string | null {
  const match = /^card:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(documentName);
  return match ? match[1]!.toLowerCase() : null;
}

/** The awareness field that carries a co-editor's caret in one rich-text field. */
export function caretFieldOf(field: RichTextField): string {
  return `caret:${field}`;
}
