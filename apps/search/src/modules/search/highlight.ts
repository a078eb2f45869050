import type { HighlightedText } from "@keen/contracts";
import { type SQL, sql } from "drizzle-orm";

/**
 * Highlighting without markup: ts_headline marks matched words with two private-use characters
 * (never typed in cards; stripped from the text if they were), and `toHighlighted` turns them into
 * plain text plus `[start, end)` ranges. Clients render the ranges as marks, so a card's text can
 * never inject HTML into the results page.
 */
const START = "\uE000";
const STOP = "\uE001";

/**
 * SQL marking the words of `text` that `tsquery` matches (`keen_folded`, so folded accents and
 * stems are found): every match (`all`, for titles and summaries) or the best fragment of about
 * 12–30 words (`fragment`, for the body).
 */
export function headline(text: SQL, tsquery: SQL, mode: "all" | "fragment"): SQL {
  const options =
    mode === "all"
      ? `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`
      : `MaxFragments=1, MinWords=12, MaxWords=30, StartSel=${START}, StopSel=${STOP}`;
  return sql`ts_headline('public.keen_folded', translate(${text}, ${START + STOP}, ''), ${tsquery}, ${options})`;
}

/** Plain text and highlight ranges (UTF-16 offsets) from ts_headline's marked text. */
export function toHighlighted(marked: string): HighlightedText {
  let text = "";
  const highlights: [number, number][] = [];
  let start = -1;
  for (const char of marked) {
    if (char === START) start = text.length;
    else if (char === STOP) {
      if (start >= 0 && text.length > start) highlights.push([start, text.length]);
      start = -1;
    } else text += char;
  }
  return { text, highlights };
}
