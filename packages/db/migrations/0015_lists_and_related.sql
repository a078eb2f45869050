-- Issue 12: card lists read a page through an index, and related cards are computed when a card is
-- published (the API's `cards.rank-related` job) and read from a table (hand-written; see
-- docs/decisions/*-lists-and-related.md).
--
-- GET /Card newest first (the default): the public cards (the predicate of `publicCards` in
-- packages/db/src/rules/visible-cards.ts) in keyset order, so page 1 and deep pages read only the
-- rows they show.
CREATE INDEX "cards_public_first_published_idx" ON "cards" ("first_published_at" DESC, "id" DESC)
  WHERE "status" = 'published' AND "deleted_at" IS NULL AND "published_version_id" IS NOT NULL;
--> statement-breakpoint
-- Sort `updated` (latest version first) and `title` read the published version's columns.
CREATE INDEX "card_versions_published_at_idx" ON "card_versions" ("published_at" DESC, "card_id" DESC);
--> statement-breakpoint
CREATE INDEX "card_versions_lower_title_idx" ON "card_versions" (lower("title"), "card_id");
--> statement-breakpoint
-- What related cards share: `d:<discipline id>` and `t:<lower-cased tag>`, one array, so a single
-- GIN lookup finds every card sharing any of them.
CREATE FUNCTION public.keen_card_related_terms(content jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ARRAY(
          SELECT 'd:' || d FROM jsonb_array_elements_text(
            CASE WHEN jsonb_typeof(content->'attributes'->'disciplineIds') = 'array'
              THEN content->'attributes'->'disciplineIds' ELSE '[]'::jsonb END) AS d
          UNION
          SELECT 't:' || lower(t) FROM jsonb_array_elements_text(
            CASE WHEN jsonb_typeof(content->'attributes'->'tags') = 'array'
              THEN content->'attributes'->'tags' ELSE '[]'::jsonb END) AS t) $$;
--> statement-breakpoint
ALTER TABLE "card_versions" ADD COLUMN "related_terms" text[] GENERATED ALWAYS AS (public.keen_card_related_terms(content)) STORED;
--> statement-breakpoint
CREATE INDEX "card_versions_related_terms_idx" ON "card_versions" USING gin ("related_terms");
--> statement-breakpoint
-- Nearest titles first (pg_trgm's `<->` distance through GiST), a bounded top-N whatever the
-- catalogue's size (the GIN trigram index must recheck every row sharing a common trigram).
CREATE INDEX "card_versions_title_trgm_gist" ON "card_versions" USING gist ("title" gist_trgm_ops);
--> statement-breakpoint
-- A published card's related cards, best first (symmetric scores: A relates to B as B to A).
CREATE TABLE "card_related" (
	"card_id" uuid NOT NULL,
	"related_card_id" uuid NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "card_related_pk" PRIMARY KEY ("card_id", "related_card_id")
);
--> statement-breakpoint
ALTER TABLE "card_related" ADD CONSTRAINT "card_related_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "card_related" ADD CONSTRAINT "card_related_related_card_id_cards_id_fk" FOREIGN KEY ("related_card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "card_related_card_score_idx" ON "card_related" ("card_id", "score" DESC, "related_card_id");
--> statement-breakpoint
CREATE INDEX "card_related_related_idx" ON "card_related" ("related_card_id");
--> statement-breakpoint
-- Which published version a card's related rows were computed for (none: not computed yet, so
-- the first read computes them; a card with no related card still has its row here).
CREATE TABLE "card_related_runs" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"version_id" uuid NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_related_runs" ADD CONSTRAINT "card_related_runs_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "card_related_runs" ADD CONSTRAINT "card_related_runs_version_id_card_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."card_versions"("id") ON DELETE cascade ON UPDATE no action;
