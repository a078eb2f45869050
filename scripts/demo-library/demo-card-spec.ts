import type {
  CardLicense,
  ClassSize,
  CourseLevel,
  RichText,
  RichTextNode,
  TimeRequired,
} from "@keen/contracts";

/** A block of a rich-text section: a paragraph, a bulleted or numbered list, or a subheading. */
export type DemoBlock = string | { list: string[] } | { steps: string[] } | { heading: string };

/** A generated attachment: a one-page PDF handout or a CSV/text file, with its lines. */
export type DemoAttachment = { name: string; lines: string[] };

/** One demo card as written: everything the editor would hold, in a compact form. */
export type DemoCardSpec = {
  type: "General" | "Activity" | "Course" | "Program" | "Assessment";
  title: string;
  summary: string;
  disciplines: string[];
  level: CourseLevel;
  size: ClassSize;
  time: TimeRequired;
  license: CardLicense;
  tags: string[];
  description: DemoBlock[];
  objectives: string[];
  tips: DemoBlock[];
  mindset: { curiosity: string; connections: string; creatingValue: string; indicators: string[] };
  /** Extra files beside the generated handout (rubrics, data sets, worksheets). */
  files?: DemoAttachment[];
  links?: { title: string; url: string }[];
  /** Demo member keys: the first creates the card, the others are co-authors in order. */
  authors: string[];
  /** A named co-author who is not a member. */
  externalAuthor?: { name: string; title: string; institution: string };
};

/** Inline text with `**bold**` spans as TipTap marks. */
function inline(text: string): RichTextNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith("**")
        ? { type: "text", text: part.slice(2, -2), marks: [{ type: "bold" }] }
        : { type: "text", text: part },
    );
}

const paragraph = (text: string): RichTextNode => ({ type: "paragraph", content: inline(text) });
const list = (type: "bulletList" | "orderedList", items: string[]): RichTextNode => ({
  type,
  ...(type === "orderedList" ? { attrs: { start: 1 } } : {}),
  content: items.map((item) => ({ type: "listItem", content: [paragraph(item)] })),
});

/** The ProseMirror JSON document the TipTap editor writes for these blocks. */
export function toRichText(blocks: DemoBlock[]): RichText {
  return {
    type: "doc",
    content: blocks.map((block) => {
      if (typeof block === "string") return paragraph(block);
      if ("list" in block) return list("bulletList", block.list);
      if ("steps" in block) return list("orderedList", block.steps);
      return { type: "heading", attrs: { level: 3 }, content: inline(block.heading) };
    }),
  };
}
