-- Issue 12: whole-word search with a vocabulary for typos and prefixes (hand-written; see
-- docs/decisions/*-search-vocabulary.md).
--
-- keen_folded: English full-text search that folds accents first (résumé = resume, Müller =
-- muller), so documents, queries and ts_headline agree without wrapping text in keen_fold_name.
CREATE TEXT SEARCH CONFIGURATION public.keen_folded (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.keen_folded
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;
--> statement-breakpoint
-- The plain text of a card's rich-text fields (ProseMirror JSON: every "text" member), the body.
CREATE FUNCTION public.keen_card_body_text(content jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(t #>> '{}', ' '), '')
        FROM jsonb_path_query(
          jsonb_build_array(content->'description', content->'learningObjectives', content->'instructorTips'),
          'strict $.**.text') AS t $$;
--> statement-breakpoint
CREATE FUNCTION public.keen_card_tags(content jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN jsonb_typeof(content->'attributes'->'tags') = 'array'
        THEN ARRAY(SELECT jsonb_array_elements_text(content->'attributes'->'tags')) ELSE '{}'::text[] END $$;
--> statement-breakpoint
-- The tags as one text (array_to_string is only STABLE, so generated columns cannot use it).
CREATE FUNCTION public.keen_card_tags_text(content jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(x, ' '), '') FROM unnest(public.keen_card_tags(content)) AS x $$;
--> statement-breakpoint
CREATE FUNCTION public.keen_card_discipline_ids(content jsonb) RETURNS uuid[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN jsonb_typeof(content->'attributes'->'disciplineIds') = 'array'
        THEN ARRAY(SELECT x::uuid FROM jsonb_array_elements_text(content->'attributes'->'disciplineIds') x
                   WHERE x ~ '^[0-9a-fA-F-]{36}$') ELSE '{}'::uuid[] END $$;
--> statement-breakpoint
-- The ranking document of a published version: title A, summary and tags B, body D.
ALTER TABLE "card_versions" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('public.keen_folded'::regconfig, title), 'A') ||
  setweight(to_tsvector('public.keen_folded'::regconfig, summary), 'B') ||
  setweight(to_tsvector('public.keen_folded'::regconfig, public.keen_card_tags_text(content)), 'B') ||
  setweight(to_tsvector('public.keen_folded'::regconfig, public.keen_card_body_text(content)), 'D')) STORED;
--> statement-breakpoint
-- Facet and filter values copied out of the content (small arrays instead of the large JSON).
ALTER TABLE "card_versions" ADD COLUMN "tag_list" text[] GENERATED ALWAYS AS (public.keen_card_tags(content)) STORED;
--> statement-breakpoint
ALTER TABLE "card_versions" ADD COLUMN "discipline_ids" uuid[] GENERATED ALWAYS AS (public.keen_card_discipline_ids(content)) STORED;
--> statement-breakpoint
CREATE INDEX "card_versions_search_document_idx" ON "card_versions" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX "card_versions_tag_list_idx" ON "card_versions" USING gin ("tag_list");
--> statement-breakpoint
CREATE INDEX "card_versions_discipline_ids_idx" ON "card_versions" USING gin ("discipline_ids");
--> statement-breakpoint
-- The vocabulary: every distinct folded word (unstemmed) of published versions, with how many
-- versions hold it. Typos (trigram %) and prefixes (text_pattern_ops range) are looked up here.
CREATE TABLE "search_words" (
  "word" text PRIMARY KEY,
  "document_count" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "search_words_word_prefix" ON "search_words" ("word" text_pattern_ops);
--> statement-breakpoint
-- The folded words of one version's title, summary, tags and body.
CREATE FUNCTION public.keen_search_words_of(title text, summary text, content jsonb) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lexeme FROM unnest(to_tsvector('simple'::regconfig, public.keen_fold_name(
          title || ' ' || summary || ' ' || public.keen_card_tags_text(content) || ' ' ||
          public.keen_card_body_text(content))))
        WHERE length(lexeme) BETWEEN 2 AND 40 $$;
--> statement-breakpoint
-- A new version adds its words (in word order, so concurrent publishes lock rows alike).
CREATE FUNCTION public.keen_search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word", "document_count")
    SELECT w, 1 FROM public.keen_search_words_of(NEW.title, NEW.summary, NEW.content) AS w ORDER BY w
    ON CONFLICT ("word") DO UPDATE SET "document_count" = "search_words"."document_count" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "card_versions_search_words" AFTER INSERT ON "card_versions"
  FOR EACH ROW EXECUTE FUNCTION public.keen_search_words_add();
--> statement-breakpoint
-- Recounts the vocabulary from every version (the migration, and bulk loads that skip triggers).
CREATE FUNCTION public.keen_search_vocabulary_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_words";
  INSERT INTO "search_words" ("word", "document_count")
    SELECT w, count(*) FROM "card_versions" v,
      LATERAL (SELECT DISTINCT w FROM public.keen_search_words_of(v.title, v.summary, v.content) AS w) AS d
    GROUP BY w;
  ANALYZE "search_words";
END $$;
--> statement-breakpoint
SELECT public.keen_search_vocabulary_rebuild();
