import type * as Y from "yjs";

/** One edit turning a text into another: `removed` characters at `start` replaced by `inserted`. */
export type TextSplice = { start: number; removed: number; inserted: string };

/**
 * The smallest single splice turning `current` into `next` (common prefix and suffix kept),
 * never splitting a surrogate pair (an emoji typed over another). Null when they are equal.
 */
export function spliceOf(current: string, next: string): TextSplice | null {
  if (current === next) return null;
  let start = 0;
  const max = Math.min(current.length, next.length);
  while (start < max && current.charCodeAt(start) === next.charCodeAt(start)) start++;
  if (start > 0 && isHighSurrogate(current.charCodeAt(start - 1))) start--;
  let end = 0;
  while (
    end < max - start &&
    current.charCodeAt(current.length - 1 - end) === next.charCodeAt(next.length - 1 - end)
  ) {
    end++;
  }
  if (end > 0 && isLowSurrogate(current.charCodeAt(current.length - end))) end--;
  return { start, removed: current.length - start - end, inserted: next.slice(start, next.length - end) };
}

/**
 * Turns `text` into `next` with the smallest single splice (`spliceOf`), so what others typed
 * elsewhere in the same text survives: a whole-value replace would drop it.
 */
export function setText(text: Y.Text, next: string): void {
  const splice = spliceOf(text.toString(), next);
  if (!splice) return;
  if (splice.removed > 0) text.delete(splice.start, splice.removed);
  if (splice.inserted) text.insert(splice.start, splice.inserted);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
