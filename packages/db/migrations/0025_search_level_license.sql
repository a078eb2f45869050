-- Card search facets for course level and licence (issue 25 §3, decision 0034): both live in the
-- version's content (attributes.courseLevel, attributes.license), which is stored out of line
-- (TOAST) with the rich text, so reading them per counted match would fetch every match's
-- content. Copied into the row, they are read like type_id and discipline_ids.
ALTER TABLE "card_versions" ADD COLUMN "course_level" text GENERATED ALWAYS AS ("content"->'attributes'->>'courseLevel') STORED;--> statement-breakpoint
ALTER TABLE "card_versions" ADD COLUMN "license" text GENERATED ALWAYS AS ("content"->'attributes'->>'license') STORED;--> statement-breakpoint
-- The covering index of live versions newest first (migration 0019) also carries them, so the
-- walk of a common word's matches still counts its facets without visiting the table.
DROP INDEX IF EXISTS "card_versions_live_newest_idx";--> statement-breakpoint
CREATE INDEX "card_versions_live_newest_idx" ON "card_versions" USING btree ("published_at" DESC NULLS FIRST,"card_id" DESC NULLS FIRST)
  INCLUDE ("id", "type_id", "discipline_ids", "tag_list", "rank_document", "course_level", "license") WHERE "is_live";
