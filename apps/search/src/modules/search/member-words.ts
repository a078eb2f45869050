import type { Database } from "@keen/db";
import { runNamed, statement } from "./search-db";

/**
 * From the typed words to full-text queries over members' names, titles and institutions, through
 * the members' vocabulary (`member_words`, migration 0021): each word matches as a whole word, as
 * a prefix, or as one of the vocabulary's closest spellings of it (`keen_member_spellings`: trigram
 * word similarity at least the search pool's threshold, FUZZY_THRESHOLD, or a letter or two away,
 * "smtih" for "smith"). So a typo costs a lookup in the
 * vocabulary, never the trigram similarity of every member's text, and the ranking reads how
 * close each spelling is from here instead of computing it per member.
 */

/** Spellings and completions of one word kept for ranking (the closest first). */
export const MEMBER_ALTERNATIVES = 8;

/** A vocabulary word a query word may stand for, as a full-text query, and how close it is (0–1). */
export type Alternative = { query: string; similarity: number };

/** One query word's full-text queries (tsquery text, `simple` configuration, accents folded). */
export type MemberWord = {
  /** The word itself: a whole-word match. */
  exact: string;
  /** The word as a prefix (`word:*`). */
  prefix: string;
  /** What the word matches: its prefix or any of its spellings. */
  match: string;
  /** Vocabulary words it begins (not itself), the closest first, for the ranking. */
  completions: Alternative[];
  /** Vocabulary words spelt like it that it does not begin, the closest first. */
  spellings: Alternative[];
};

/**
 * One statement: each word folded, its whole-word and prefix queries, and the vocabulary words
 * that are similar enough (`%>`, the trigram index), split into completions and other spellings.
 * $1: the words as a JSON array.
 */
const EXPAND_MEMBER_WORDS = `
  with words as materialized (
    select public.keen_fold_name(x.value) as folded, x.i
    from jsonb_array_elements_text($1::jsonb) with ordinality as x(value, i)
  ),
  queries as materialized (
    select w.*, plainto_tsquery('simple'::regconfig, w.folded) as exact from words w
  ),
  -- Each word's spellings looked up once, numbered closest first among its completions and
  -- among its other spellings.
  spelled as materialized (
    select q.i, starts_with(m.word, q.folded) as completes,
      plainto_tsquery('simple'::regconfig, m.word)::text as query, m.closeness,
      row_number() over (partition by q.i, starts_with(m.word, q.folded)
                         order by m.closeness desc, m.word) as n
    from queries q, public.keen_member_spellings(q.folded) m
    where m.word <> q.folded
  )
  select q.exact::text as exact,
    case when numnode(q.exact) = 0 then '' else (q.exact::text || ':*') end as prefix,
    coalesce((select json_agg(json_build_array(s.query, s.closeness) order by s.n) from spelled s
      where s.i = q.i and s.completes and s.n <= ${MEMBER_ALTERNATIVES}), '[]'::json) as completions,
    coalesce((select json_agg(json_build_array(s.query, s.closeness) order by s.n) from spelled s
      where s.i = q.i and not s.completes and s.n <= ${MEMBER_ALTERNATIVES}), '[]'::json) as spellings
  from queries q order by q.i`;

type ExpandedRow = {
  exact: string;
  prefix: string;
  completions: [string, number][];
  spellings: [string, number][];
};

/**
 * The queries of each word (in order). Words that fold to nothing searchable are left out: they
 * neither narrow nor rank.
 */
export async function expandMemberWords(db: Database, words: string[]): Promise<MemberWord[]> {
  if (words.length === 0) return [];
  const rows = await runNamed<ExpandedRow>(db, statement(EXPAND_MEMBER_WORDS, [JSON.stringify(words)]), [
    "exact",
    "prefix",
    "completions",
    "spellings",
  ]);
  const toAlternatives = (list: [string, number][]) =>
    list.filter(([query]) => query !== "").map(([query, similarity]) => ({ query, similarity }));
  return rows
    .filter((row) => row.exact !== "")
    .map((row) => {
      const spellings = toAlternatives(row.spellings);
      return {
        exact: row.exact,
        prefix: row.prefix,
        match: [row.prefix, ...spellings.map((s) => s.query)].map((q) => `(${q})`).join(" | "),
        completions: toAlternatives(row.completions),
        spellings,
      };
    });
}
