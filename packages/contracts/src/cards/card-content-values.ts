import type { RichText } from "./rich-text";

/**
 * The values of card content without its schemas (limits, the rich-text fields; the empty card is
 * in card-content-empty.ts), so a page that only reads them, like the editor on its first paint,
 * does not load zod.
 */
export const cardLimits = {
  title: 200,
  summary: 300,
  elaboration: 2000,
  indicators: 30,
  indicatorText: 500,
  folders: 30,
  folderTitle: 200,
  folderDescription: 2000,
  folderItems: 100,
  linkTitle: 200,
  url: 2000,
  disciplines: 10,
  tags: 20,
  tag: 40,
} as const;

/** The rich-text fields of a card; each is answered with a sanitised `…Html` twin. */
export const richTextFields = ["description", "learningObjectives", "instructorTips"] as const;
export type RichTextField = (typeof richTextFields)[number];

/** The fields Publish requires (400 naming those missing). */
export const publishRequiredFields = ["title", "summary", "typeId"] as const;

/** An empty rich-text document (what the editor shows for null). */
export const emptyRichText: RichText = { type: "doc", content: [{ type: "paragraph" }] };
