import { integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The search vocabulary (migration 0014, hand-written): every distinct folded word (accents and
 * case folded, not stemmed) of the published card versions, with how many versions hold it.
 * Kept by the `card_versions_search_words` trigger on insert and rebuilt by
 * `keen_search_vocabulary_rebuild()`. Trigram-indexed (`search_words_word_trgm`) for typos and
 * `text_pattern_ops`-indexed (`search_words_word_prefix`) for prefixes; the search service looks
 * unknown query words up here instead of scanning the cards.
 *
 * The same migration adds to `card_versions` (declared there by SQL only): `search_document`
 * (tsvector, `keen_folded`: title A, summary and tags B, body D), `tag_list` (text[]) and
 * `discipline_ids` (uuid[]). Migration 0019 adds `is_live` (the published version of a public
 * card, kept by the `cards_versions_live_sync` trigger on cards) and GIN-indexes those three
 * columns of live versions only (`card_versions_live_*_idx`); card search reads live versions
 * without joining cards.
 */
export const searchWords = pgTable("search_words", {
  word: text("word").primaryKey(),
  documentCount: integer("document_count").notNull().default(0),
});

/**
 * The members' vocabulary (migration 0021, hand-written): every distinct folded word of members'
 * names and titles and of institutions' names, kept by triggers on `users` and `institutions`
 * (words are added, never removed: a stale word costs a lookup that finds nobody) and rebuilt by
 * `keen_member_words_rebuild()`. Trigram-indexed (`member_words_word_trgm`): member search
 * turns a misspelt word into the spellings members actually have here, instead of testing the
 * trigram similarity of every member's text.
 */
export const memberWords = pgTable("member_words", {
  word: text("word").primaryKey(),
});
