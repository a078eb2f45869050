import type { CardContent, RichText } from "@keen/contracts";
import { richTextToPlainText } from "@keen/rich-text/plain-text";
import { diffWords } from "diff";

/** One run of a field's text: kept, added or removed. */
export type DiffPart = { value: string; kind: "same" | "added" | "removed" };

/** A field that changed between two rounds, with its text diff. */
export type FieldDiff = { field: string; label: string; parts: DiffPart[] };

const richText = (doc: RichText | null) => richTextToPlainText(doc, { blockSeparator: "\n" });

/** The fields compared, with how to read their text. */
const comparedFields: { field: string; label: string; text: (content: CardContent) => string }[] = [
  { field: "title", label: "Title", text: (content) => content.title },
  { field: "summary", label: "Summary", text: (content) => content.summary },
  { field: "description", label: "Description", text: (content) => richText(content.description) },
  {
    field: "learningObjectives",
    label: "Learning objectives",
    text: (content) => richText(content.learningObjectives),
  },
  { field: "instructorTips", label: "Instructor tips", text: (content) => richText(content.instructorTips) },
];

/**
 * What changed between two rounds' content: the text fields that differ, each as a word diff
 * (jsdiff), in the order the card shows them. Unchanged fields are left out.
 */
export function diffRoundContent(before: CardContent, after: CardContent): FieldDiff[] {
  return comparedFields.flatMap(({ field, label, text }) => {
    const old = text(before);
    const next = text(after);
    if (old === next) return [];
    const parts = diffWords(old, next).map(
      (change): DiffPart => ({
        value: change.value,
        kind: change.added ? "added" : change.removed ? "removed" : "same",
      }),
    );
    return [{ field, label, parts }];
  });
}
