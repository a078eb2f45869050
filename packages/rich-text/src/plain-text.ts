import type { JSONContent } from "@tiptap/core";

const blockEnd = Symbol("block end");

/**
 * The text of a rich-text document, for search, summaries and excerpts: text nodes in order,
 * blocks separated by `blockSeparator` (a space by default), whitespace collapsed, cut at
 * `maxLength` characters. Walks without recursion and ignores anything that is not text.
 */
export function richTextToPlainText(
  doc: JSONContent | null | undefined,
  options: { blockSeparator?: string; maxLength?: number } = {},
): string {
  const separator = options.blockSeparator ?? " ";
  const maxLength = options.maxLength ?? Number.POSITIVE_INFINITY;
  const parts: string[] = [];
  let length = 0;
  const stack: (JSONContent | typeof blockEnd)[] = doc ? [doc] : [];
  while (stack.length > 0 && length < maxLength) {
    const node = stack.pop()!;
    if (node === blockEnd) {
      parts.push(separator);
      continue;
    }
    if (typeof node !== "object" || node === null) continue;
    if (node.type === "text" && typeof node.text === "string") {
      parts.push(node.text);
      length += node.text.length;
    }
    // Every node but text is a block, hard break or image here: each ends a run of text.
    if (node.type !== "text") stack.push(blockEnd);
    if (Array.isArray(node.content)) {
      for (let i = node.content.length - 1; i >= 0; i--) stack.push(node.content[i]!);
    }
  }
  const text = collapse(parts.join(""), separator);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

function collapse(text: string, separator: string): string {
  if (separator === "\n") {
    return text
      .split("\n")
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join("\n");
  }
  return text.replace(/\s+/g, " ").trim();
}
