import type { Database } from "@keen/db";
import { runNamed, statement } from "./search-db";

/**
 * From the typed query to one full-text query over the folded card documents (text search
 * configuration `keen_folded`: English stemming after accent folding, migration 0014).
 *
 * Every word must match as a whole word ("fun" never matches "function"). A word the catalogue
 * does not contain (`search_words`, the vocabulary of distinct folded words) is replaced by the
 * most frequent vocabulary words it begins ("therm" → thermal, thermodynamics…) and the closest
 * spellings ("thermodinamics" → thermodynamics, "desgin" → design): words that share trigrams
 * with it and are similar enough or a letter or two away (edit distance). So a typo costs a lookup
 * in the small vocabulary, never a scan of the catalogue, and the ranked query only ever sees
 * real words. "Quoted text" is a phrase (its words in that order).
 */

/** At most this many words and phrases (more only narrow the result). */
const MAX_TERMS = 8;
/** Vocabulary words one unknown word may expand to by prefix and by spelling. */
const MAX_PREFIX_WORDS = 6;
const MAX_TYPO_WORDS = 3;
/**
 * At this trigram similarity a vocabulary word is a plausible spelling of the typed one, and
 * from 0.2 when its edit distance is small (two swapped letters cost 2 and leave few trigrams in
 * common: "desgin"/"design" 0.27). The candidates at 0.2 and more come from
 * `keen_search_spellings` (migration 0019), which sets the trigram index's threshold for itself.
 */
const TYPO_SIMILARITY = 0.3;
/** The edit distance allowed below TYPO_SIMILARITY: 1, or 2 for words of this length and more. */
const TWO_EDITS_FROM_LENGTH = 6;
/** Shorter unknown words are not expanded (too many words begin with two letters). */
const MIN_EXPANDED_LENGTH = 3;

export type QueryTerm = { kind: "word"; text: string } | { kind: "phrase"; text: string };

/** Splits a query into "phrases" and words of letters and digits (lower-cased). */
export function parseQuery(query: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const pattern = /"([^"]*)"|[\p{L}\p{N}]+/gu;
  for (const match of query.toLowerCase().matchAll(pattern)) {
    if (match[1] !== undefined) {
      const words = match[1].match(/[\p{L}\p{N}]+/gu) ?? [];
      if (words.length > 1) terms.push({ kind: "phrase", text: words.join(" ") });
      else if (words[0]) terms.push({ kind: "word", text: words[0] });
    } else {
      terms.push({ kind: "word", text: match[0] });
    }
  }
  return terms.slice(0, MAX_TERMS);
}

export type ExpandedQuery = {
  /** The full-text query (tsquery text, `keen_folded`); null when only stop words were typed. */
  tsquery: string | null;
  /** What each word became (for tests, the bench and debugging). */
  expansions: { term: string; isKnown: boolean; words: string[] }[];
};

/**
 * The vocabulary lookup of `expandQuery` ($1: the terms as JSON). A known word is looked up by
 * its primary key (a scalar subquery, not a hashed scan of the vocabulary); an unknown one of
 * letters and digits gets the most frequent words it begins and its closest spellings.
 */
const EXPAND_QUERY = `
  with terms as materialized (
    select t.v->>'text' as term, (t.v->>'isPhrase')::boolean as is_phrase, t.i,
      public.keen_fold_name(t.v->>'text') as folded
    from jsonb_array_elements($1::jsonb) with ordinality as t(v, i)
  ),
  looked as materialized (
    select t.*, (select true from search_words s where s.word = t.folded limit 1) is not null as is_known
    from terms t
  ),
  expanded as materialized (
    select l.*, case when l.is_phrase or l.is_known or length(l.folded) < ${MIN_EXPANDED_LENGTH}
                     or l.folded !~ '^[[:alnum:]]+$' then '{}'::text[]
      else array(
        (select s.word from search_words s
          where s.word like l.folded || '%' and s.word <> l.folded
          order by s.document_count desc, s.word limit ${MAX_PREFIX_WORDS})
        union
        (select c.word from public.keen_search_spellings(l.folded) c
          where c.similarity >= ${TYPO_SIMILARITY}
            or c.distance <= case when length(l.folded) >= ${TWO_EDITS_FROM_LENGTH} then 2 else 1 end
          order by least(c.distance, 3), c.similarity desc, c.document_count desc limit ${MAX_TYPO_WORDS})
      ) end as words
    from looked l
  ),
  queries as materialized (
    select e.*, case when e.is_phrase then phraseto_tsquery('public.keen_folded', e.folded)
      else (select coalesce(string_agg('(' || q::text || ')', ' | '), '')
            from (select plainto_tsquery('public.keen_folded', w) as q
                  from unnest(array[e.folded] || e.words) as w) x
            where numnode(q) > 0)::tsquery end as q
    from expanded e
  )
  select term, is_known, words,
    (select string_agg('(' || q::text || ')', ' & ' order by i) from queries where numnode(q) > 0) as tsquery
  from queries order by i`;

/**
 * Looks the query's words up in the vocabulary (one statement) and builds the full-text query:
 * terms joined with AND, each word OR its expansions. Stop words drop out; a word with no
 * plausible expansion stays as typed (and so matches nothing).
 */
export async function expandQuery(db: Database, terms: QueryTerm[]): Promise<ExpandedQuery> {
  if (terms.length === 0) return { tsquery: null, expansions: [] };
  // One JSON parameter; a named statement, so each connection plans it once (its plan does not
  // depend on the words).
  const input = JSON.stringify(terms.map((term) => ({ text: term.text, isPhrase: term.kind === "phrase" })));
  const rows = await runNamed<{ term: string; isKnown: boolean; words: string[]; tsquery: string | null }>(
    db,
    statement(EXPAND_QUERY, [input]),
    ["term", "isKnown", "words", "tsquery"],
  );
  return {
    tsquery: rows[0]?.tsquery ?? null,
    expansions: rows.map(({ term, isKnown, words }) => ({ term, isKnown, words })),
  };
}
