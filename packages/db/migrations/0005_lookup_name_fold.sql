-- Proposed disciplines and interests must not create accent- or case-only twins
-- ("Électrical engineering" = "electrical Engineering"). unaccent() is only STABLE (its
-- dictionary can change), so an index needs an IMMUTABLE wrapper naming the dictionary.
CREATE OR REPLACE FUNCTION public.keen_fold_name(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(regexp_replace(btrim(public.unaccent('public.unaccent'::regdictionary, value)), '\s+', ' ', 'g')) $$;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "disciplines_name_folded_unique" ON "disciplines" (public.keen_fold_name("name"::text));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "interests_name_folded_unique" ON "interests" (public.keen_fold_name("name"::text));
