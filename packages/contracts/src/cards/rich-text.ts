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

/**
 * A rich-text field: a ProseMirror JSON document (`{ type: "doc", content: [...] }`) as the TipTap
 * editor stores it. Limited in size and depth (checked before the structure is parsed);
 * rendered to sanitised HTML by the server only.
 */
export const RichTextSchema = z.preprocess(
  (value, ctx) => {
    const { depth, size } = measure(value);
    if (size > richTextMaxBytes) {
      ctx.issues.push({
        code: "custom",
        input: value,
        message: `must be at most ${richTextMaxBytes / 1000} KB of rich text`,
      });
      return z.NEVER;
    }
    if (depth > richTextMaxDepth) {
      ctx.issues.push({
        code: "custom",
        input: value,
        message: `must not nest deeper than ${richTextMaxDepth} levels`,
      });
      return z.NEVER;
    }
    return value;
  },
  z.object({
    type: z.literal("doc", { message: 'must be a rich-text document ({ type: "doc" })' }),
    content: z.array(RichTextNodeSchema).optional(),
  }),
);
export type RichText = z.infer<typeof RichTextSchema>;
