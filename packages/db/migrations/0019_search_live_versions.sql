-- Card search reads the versions that cards show publicly on their own, without joining cards
-- (issue 12): the planner misjudged that join (two correlated equalities: it expected one row) and
-- paid a primary-key lookup into cards per candidate. `card_versions.is_live` marks the published
-- version of a public card (the rule of publicCards, packages/db/src/rules/visible-cards.ts), kept
-- by a trigger on cards; the search indexes cover live versions only, so superseded versions no
-- longer widen them.
ALTER TABLE "card_versions" ADD COLUMN "is_live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION public.keen_card_versions_live_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  live boolean := NEW."status" = 'published' AND NEW."deleted_at" IS NULL;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."published_version_id" IS NOT NULL
     AND OLD."published_version_id" IS DISTINCT FROM NEW."published_version_id" THEN
    UPDATE "card_versions" SET "is_live" = false WHERE "id" = OLD."published_version_id" AND "is_live";
  END IF;
  IF NEW."published_version_id" IS NOT NULL THEN
    UPDATE "card_versions" SET "is_live" = live
      WHERE "id" = NEW."published_version_id" AND "is_live" IS DISTINCT FROM live;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cards_versions_live_sync" AFTER INSERT OR UPDATE OF "status", "deleted_at", "published_version_id"
  ON "cards" FOR EACH ROW EXECUTE FUNCTION public.keen_card_versions_live_sync();--> statement-breakpoint
UPDATE "card_versions" v SET "is_live" = true FROM "cards" c
  WHERE c."published_version_id" = v."id" AND c."status" = 'published' AND c."deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "card_versions_search_document_idx";--> statement-breakpoint
DROP INDEX "card_versions_tag_list_idx";--> statement-breakpoint
DROP INDEX "card_versions_discipline_ids_idx";--> statement-breakpoint
-- The ranking document: title A, summary and tags B (search_document without the body). Small
-- enough to stay in the row (STORAGE MAIN), where search_document (about 1.7 KB with the body) is
-- moved out to TOAST storage: ranking 1,000 candidates by it cost a TOAST fetch each (about
-- 40 µs). Body words still match (search_document's index); they rank below title, summary and
-- tag words, as their weight says.
ALTER TABLE "card_versions" ADD COLUMN "rank_document" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('public.keen_folded'::regconfig, title), 'A') ||
  setweight(to_tsvector('public.keen_folded'::regconfig, summary), 'B') ||
  setweight(to_tsvector('public.keen_folded'::regconfig, public.keen_card_tags_text(content)), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "card_versions" ALTER COLUMN "rank_document" SET STORAGE MAIN;--> statement-breakpoint
-- Live versions newest first with what ranking and facets read (a covering index, about 600 bytes
-- a card): a common word's matches are found by walking it and testing each ranking document,
-- without visiting the table (an index-only scan). The ranking documents' own index serves a word
-- rare in titles, summaries and tags.
CREATE INDEX "card_versions_live_newest_idx" ON "card_versions" USING btree ("published_at" DESC NULLS FIRST,"card_id" DESC NULLS FIRST)
  INCLUDE ("id", "type_id", "discipline_ids", "tag_list", "rank_document") WHERE "is_live";--> statement-breakpoint
CREATE INDEX "card_versions_live_rank_idx" ON "card_versions" USING gin ("rank_document") WHERE "is_live";--> statement-breakpoint
CREATE INDEX "card_versions_live_search_idx" ON "card_versions" USING gin ("search_document") WHERE "is_live";--> statement-breakpoint
CREATE INDEX "card_versions_live_tag_list_idx" ON "card_versions" USING gin ("tag_list") WHERE "is_live";--> statement-breakpoint
CREATE INDEX "card_versions_live_discipline_ids_idx" ON "card_versions" USING gin ("discipline_ids") WHERE "is_live";--> statement-breakpoint
-- Searches sorted by newest, top rated or most used walk card_stats in its sort order (a partial
-- index per sort) and reach each live version through the card's versions (card_id, number).
CREATE INDEX "card_stats_public_newest_idx" ON "card_stats" USING btree ("first_published_at" DESC NULLS FIRST,"card_id" DESC NULLS FIRST) WHERE is_public;--> statement-breakpoint
-- Plausible spellings of a typed word from the vocabulary: the words sharing trigrams with it at
-- similarity 0.2 or more (found by the trigram index, which reads the threshold from this
-- setting: the function sets it for its own run, so no transaction has to), with their similarity
-- and edit distance (up to 2; more reads as 3) for the caller to choose from.
CREATE FUNCTION public.keen_search_spellings(typed text)
  RETURNS TABLE ("word" text, "document_count" integer, "similarity" real, "distance" integer)
  LANGUAGE sql STABLE SET pg_trgm.similarity_threshold = 0.2
  AS $$ SELECT s."word", s."document_count", similarity(s."word", typed), levenshtein_less_equal(s."word", typed, 2)
        FROM public."search_words" s WHERE s."word" % typed $$;
