-- "Top rated" and "most used" card lists in index order (issue 12): card_stats carries a copy of
-- the card's public state and first publication, kept by a trigger on cards, and every card has
-- its card_stats row from the start; a partial index per sort then serves a page of public cards
-- without sorting all of them.
ALTER TABLE "card_stats" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_stats" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION public.keen_card_stats_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The same rule as publicCards (packages/db/src/rules/visible-cards.ts).
  INSERT INTO "card_stats" ("card_id", "is_public", "first_published_at")
  VALUES (NEW."id",
          NEW."status" = 'published' AND NEW."deleted_at" IS NULL AND NEW."published_version_id" IS NOT NULL,
          NEW."first_published_at")
  ON CONFLICT ("card_id") DO UPDATE
    SET "is_public" = EXCLUDED."is_public", "first_published_at" = EXCLUDED."first_published_at"
    WHERE "card_stats"."is_public" IS DISTINCT FROM EXCLUDED."is_public"
       OR "card_stats"."first_published_at" IS DISTINCT FROM EXCLUDED."first_published_at";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cards_stats_sync" AFTER INSERT OR UPDATE OF "status", "deleted_at", "published_version_id", "first_published_at"
  ON "cards" FOR EACH ROW EXECUTE FUNCTION public.keen_card_stats_sync();--> statement-breakpoint
INSERT INTO "card_stats" ("card_id") SELECT "id" FROM "cards" ON CONFLICT ("card_id") DO NOTHING;--> statement-breakpoint
UPDATE "card_stats" s
  SET "is_public" = (c."status" = 'published' AND c."deleted_at" IS NULL AND c."published_version_id" IS NOT NULL),
      "first_published_at" = c."first_published_at"
  FROM "cards" c WHERE c."id" = s."card_id";--> statement-breakpoint
CREATE INDEX "card_stats_public_top_rated_idx" ON "card_stats" USING btree ("rating_score" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"first_published_at" DESC NULLS FIRST,"card_id" DESC NULLS FIRST) WHERE is_public;--> statement-breakpoint
CREATE INDEX "card_stats_public_most_used_idx" ON "card_stats" USING btree ("times_used" DESC NULLS FIRST,"first_published_at" DESC NULLS FIRST,"card_id" DESC NULLS FIRST) WHERE is_public;
