import { type SQL, sql } from "drizzle-orm";

/** Points for how one query word matched; exact beats prefix beats any typo match (≤ 1). */
const EXACT_POINTS = 3;
const PREFIX_POINTS = 2;

/** Lower-cased words of letters and digits, at most 8 (more words only narrow the result). */
export function toSearchWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Text-search configuration of an indexed document (cards stem English, names do not). */
export type SearchConfig = "english" | "simple";

/** One query word, folded in SQL exactly as the indexed text is (accents and case). */
export type QueryWord = {
  /** The folded word, for trigram matches against folded text. */
  folded: SQL;
  /** The word as a full-text query (stemmed by the configuration); empty for a stop word. */
  exact: SQL;
  /** The same as a prefix query (`word:*`). */
  prefix: SQL;
  /** True for a stop word ("of", "the"): it neither narrows nor ranks. */
  isStopWord: SQL;
};

/**
 * Builds the queries of one word. `plainto_tsquery` never fails on odd input, and its output is
 * valid tsquery text, so appending `:*` keeps it valid; a stop word yields an empty query.
 */
export function toQueryWord(word: string, config: SearchConfig): QueryWord {
  const folded = sql`public.keen_fold_name(${word}::text)`;
  const exact = sql`plainto_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${folded})`;
  const isStopWord = sql`(numnode(${exact}) = 0)`;
  const prefix = sql`(case when ${isStopWord} then ${exact} else (${exact}::text || ':*')::tsquery end)`;
  return { folded, exact, prefix, isStopWord };
}

/**
 * Where one word may match: a full-text document (words, prefixes) and its folded text (typos).
 * `holds`, when given, tests a condition on the target through its indexes once per statement
 * (e.g. `institutions.id in (select id from institutions where <condition>)`), for a target whose
 * document and text are computed rather than stored, so scoring rows never builds them for a
 * target that does not match.
 */
export type WordTarget = { document: SQL; text: SQL; holds?: (condition: SQL) => SQL };

/**
 * True when the word matches any target by word or prefix, or by trigram word similarity (typo),
 * or is a stop word. Each target's document and text are GIN-indexed (`@@` and `%>`).
 */
export function wordMatches(word: QueryWord, targets: WordTarget[]): SQL {
  const arms = targets.flatMap((t) => [
    sql`${t.document} @@ ${word.prefix}`,
    sql`${t.text} %> ${word.folded}`,
  ]);
  return sql`(${word.isStopWord} or ${sql.join(arms, sql` or `)})`;
}

/**
 * Points for one word, the best over its targets: 3 for a whole word; 2 to 2.5 for a prefix
 * (closer spellings first: a stemmed prefix also takes some typos, "tensegr:*" matches
 * "tensegrty"); otherwise its trigram similarity (0–1). So exact beats prefix beats typo however
 * words combine. Each step is tested only when no earlier one holds, so a whole-word match (most
 * rows of a common name) costs no similarity and no look at the later targets.
 */
export function wordPoints(word: QueryWord, targets: WordTarget[]): SQL {
  const test = (target: WordTarget, condition: SQL) => (target.holds ? target.holds(condition) : condition);
  const isExact = (t: WordTarget) => test(t, sql`${t.document} @@ ${word.exact}`);
  const isPrefix = (t: WordTarget) => test(t, sql`${t.document} @@ ${word.prefix}`);
  const isTypo = (t: WordTarget) => test(t, sql`${t.text} %> ${word.folded}`);
  const similarity = (t: WordTarget) => sql`coalesce(word_similarity(${word.folded}, ${t.text}), 0)`;
  // Below the typo threshold a target's similarity never wins: the row matched this word through
  // another target at or above it. So a target with `holds` scores only when it is a typo match.
  const typo = (t: WordTarget) =>
    t.holds ? sql`case when ${isTypo(t)} then ${similarity(t)} else 0 end` : similarity(t);
  const any = (condition: (target: WordTarget) => SQL) => sql.join(targets.map(condition), sql` or `);
  const best = (points: (target: WordTarget) => SQL) =>
    targets.length === 1 ? points(targets[0]!) : sql`greatest(${sql.join(targets.map(points), sql`, `)})`;
  return sql`(case when ${word.isStopWord} then 0
    when ${any(isExact)} then ${sql.raw(String(EXACT_POINTS))}
    when ${any(isPrefix)} then ${best(
      (t) =>
        sql`case when ${isPrefix(t)} then ${sql.raw(String(PREFIX_POINTS))} + ${similarity(t)} / 2 else 0 end`,
    )}
    else ${best(typo)} end)`;
}

/** All words' prefix queries joined with AND, for `ts_rank` (field weights) as a tie-breaker. */
export function allPrefixes(words: QueryWord[]): SQL {
  return sql.join(
    words.map((w) => w.prefix),
    sql` && `,
  );
}

/** The number of rows the query matched before paging, read along with each row of the page. */
export const totalOfAllRows = sql<number>`(count(*) over ())::int`;

/**
 * A page and the total it was cut from: the total read along with the rows when the page has
 * any, none when the first page is empty, else (a page past the end) counted separately.
 */
export async function withTotal<Row extends { total: number }>(
  rows: Row[],
  offset: number,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  return { rows, total: rows[0]?.total ?? (offset === 0 ? 0 : await count()) };
}
