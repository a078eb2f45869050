import { spliceOf, type TextSplice } from "@keen/card-doc/text-diff";

/**
 * Where a position in a text lands after a splice: unmoved before it (an insertion right at the
 * position stays after it), shifted after it, and just past the new text when it was inside
 * the removed stretch.
 */
export function mapIndexThroughSplice(index: number, splice: TextSplice | null): number {
  if (!splice || index <= splice.start) return index;
  const end = splice.start + splice.removed;
  if (index >= end) return index + splice.inserted.length - splice.removed;
  return splice.start + splice.inserted.length;
}

/**
 * The person's edit (`base` → `mine`) replayed on the text as it is now (`theirs`): when someone
 * else's change arrived after `base` was shown but before the keystroke, both are kept.
 */
export function rebaseText(base: string, mine: string, theirs: string): string {
  if (theirs === base) return mine;
  const own = spliceOf(base, mine);
  if (!own) return theirs;
  const other = spliceOf(base, theirs);
  const start = mapIndexThroughSplice(own.start, other);
  const end = Math.max(start, mapIndexThroughSplice(own.start + own.removed, other));
  return theirs.slice(0, start) + own.inserted + theirs.slice(end);
}
