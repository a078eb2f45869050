import { z } from "zod";

/** Largest rich-text document accepted, measured as its JSON text (about 200 KB). */
export const richTextMaxBytes = 200_000;
/** Deepest nesting accepted (tables in lists in quotes stay far below this). */
export const richTextMaxDepth = 40;

/** A ProseMirror mark (`bold`, `link` with `href`, …). */
export const RichTextMarkSchema = z.object({
  type: z.string().min(1).max(64),
  attrs: z.record(z.string(), z.unknown()).optional(),
});

/** A ProseMirror node as TipTap's `getJSON()` produces it; `content` nests recursively. */
export type RichTextNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: z.infer<typeof RichTextMarkSchema>[];
  text?: string;
};

export const RichTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string().min(1).max(64),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(RichTextNodeSchema).optional(),
    marks: z.array(RichTextMarkSchema).optional(),
    text: z.string().optional(),
  }),
);

/**
 * Depth of nested content and approximate JSON size, measured without recursion so a hostile,
 * absurdly deep document fails validation instead of overflowing the stack.
 */
function measure(value: unknown): { depth: number; size: number } {
  let depth = 0;
  let size = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, level] = stack.pop()!;
    depth = Math.max(depth, level);
    if (size > richTextMaxBytes || depth > richTextMaxDepth * 3) break;
    if (typeof current === "string") size += current.length + 2;
    else if (Array.isArray(current)) {
      size += 2;
      for (const item of current) stack.push([item, level + 1]);
    } else if (current && typeof current === "object") {
      size += 2;
      for (const [key, item] of Object.entries(current)) {
        size += key.length + 3;
        stack.push([item, level + 1]);
      }
    } else size += String(current).length + 1;
  }
  // Each level of content nesting is an object inside a `content` array: two JSON levels.
  return { depth: Math.floor(depth / 2), size };
}

/** A rich-text document: the root node of ProseMirror JSON. */
export type RichText = { type: "doc"; content?: RichTextNode[] };

const RichTextNodesSchema = z.array(RichTextNodeSchema);

/**
 * A rich-text field: a ProseMirror JSON document (`{ type: "doc", content: [...] }`) as the TipTap
 * editor stores it. Size and depth are checked before the nodes are parsed (so a hostile, absurdly
 * deep document fails instead of overflowing the stack); rendered to sanitised HTML by the server
 * only. Refinements rather than a transform, so responses can be encoded with it too.
 */
export const RichTextSchema = z
  .object({
    type: z.literal("doc", { message: 'must be a rich-text document ({ type: "doc" })' }),
    content: z.array(z.record(z.string(), z.unknown())).optional(),
  })
  .superRefine((doc, ctx) => {
    const { depth, size } = measure(doc);
    if (size > richTextMaxBytes) {
      ctx.addIssue({ code: "custom", message: `must be at most ${richTextMaxBytes / 1000} KB of rich text` });
      return;
    }
    if (depth > richTextMaxDepth) {
      ctx.addIssue({ code: "custom", message: `must not nest deeper than ${richTextMaxDepth} levels` });
      return;
    }
    const nodes = RichTextNodesSchema.safeParse(doc.content ?? []);
    for (const issue of nodes.error?.issues ?? []) {
      ctx.addIssue({ code: "custom", message: issue.message, path: ["content", ...issue.path] });
    }
  }) as unknown as z.ZodType<RichText>;
