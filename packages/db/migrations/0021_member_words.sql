-- Issue 12: member search at 50k members (hand-written around drizzle-kit's table, columns and
-- index). A vocabulary of the words members and institutions have, so a misspelt word costs a
-- lookup in it instead of the trigram similarity of every member's text; and the name as lists
-- sort it, stored, so sorting thousands of matches computes nothing.
--
-- lower(unaccent()) as an IMMUTABLE function (unaccent is only STABLE: its dictionary can
-- change), naming the dictionary, for the stored sort keys.
CREATE FUNCTION public.keen_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
CREATE TABLE "member_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_words_word_trgm" ON "member_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name_key" text GENERATED ALWAYS AS (public.keen_sort_key(last_name)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name_key" text GENERATED ALWAYS AS (public.keen_sort_key(first_name)) STORED;--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree ("last_name_key","first_name_key","id") WHERE "users"."is_onboarded";
--> statement-breakpoint
-- The words of a member's search document (name and title, folded) and of an institution's name.
CREATE FUNCTION public.keen_member_words_of(document tsvector) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lexeme FROM unnest(document) WHERE length(lexeme) BETWEEN 2 AND 40 $$;
--> statement-breakpoint
-- Added in word order, so concurrent writes lock rows alike; never removed (a stale word finds nobody).
CREATE FUNCTION public.keen_member_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    INSERT INTO "member_words" ("word")
      SELECT w FROM public.keen_member_words_of(NEW.search) AS w ORDER BY w ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "member_words" ("word")
      SELECT w FROM public.keen_member_words_of(
        to_tsvector('simple'::regconfig, public.keen_fold_name(NEW.name::text))) AS w
      ORDER BY w ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_member_words" AFTER INSERT OR UPDATE OF first_name, last_name, title ON "users"
  FOR EACH ROW EXECUTE FUNCTION public.keen_member_words_add();
--> statement-breakpoint
CREATE TRIGGER "institutions_member_words" AFTER INSERT OR UPDATE OF name ON "institutions"
  FOR EACH ROW EXECUTE FUNCTION public.keen_member_words_add();
--> statement-breakpoint
CREATE FUNCTION public.keen_member_words_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "member_words";
  INSERT INTO "member_words" ("word")
    SELECT w FROM "users", LATERAL public.keen_member_words_of("users"."search") AS w
    UNION
    SELECT w FROM "institutions", LATERAL public.keen_member_words_of(
      to_tsvector('simple'::regconfig, public.keen_fold_name("institutions"."name"::text))) AS w;
  ANALYZE "member_words";
END $$;
--> statement-breakpoint
-- The vocabulary words that may be a member word typed: word similarity at least
-- `word_similarity_threshold` (0.5 for the search service: the typed word inside the vocabulary
-- word, as a prefix or nearly), or, as the cards' spellings (migration 0016), trigram similarity
-- from 0.2 within edit distance 1 (2 from six letters): swapped letters ("smtih", 0.33).
-- `closeness` is the word similarity, for the ranking. Both arms from the trigram index.
CREATE FUNCTION public.keen_member_spellings(typed text)
  RETURNS TABLE ("word" text, "closeness" real)
  LANGUAGE sql STABLE SET pg_trgm.similarity_threshold = 0.2
  AS $$ SELECT m."word", word_similarity(typed, m."word") FROM public."member_words" m
        WHERE m."word" %> typed
           OR (m."word" % typed AND levenshtein_less_equal(m."word", typed, 2)
                 <= CASE WHEN length(typed) >= 6 THEN 2 ELSE 1 END) $$;
--> statement-breakpoint
SELECT public.keen_member_words_rebuild();
