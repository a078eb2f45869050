import type { HighlightedText as HighlightedValue } from "@keen/contracts";
import { Fragment } from "react";

/**
 * Text with the search's matched words in `<mark>`: the service sends plain text and ranges
 * (never HTML), and React renders each piece as text, so card content cannot inject markup.
 */
export function HighlightedText({ value }: { value: HighlightedValue }) {
  const pieces: { text: string; isMatch: boolean }[] = [];
  let at = 0;
  for (const [start, end] of value.highlights) {
    if (start < at || end > value.text.length || end <= start) continue;
    if (start > at) pieces.push({ text: value.text.slice(at, start), isMatch: false });
    pieces.push({ text: value.text.slice(start, end), isMatch: true });
    at = end;
  }
  if (at < value.text.length) pieces.push({ text: value.text.slice(at), isMatch: false });
  return (
    <>
      {pieces.map((piece, index) =>
        piece.isMatch ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text never reorder
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {piece.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text never reorder
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
