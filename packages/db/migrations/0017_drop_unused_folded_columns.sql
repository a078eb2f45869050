-- Card search reads the vocabulary and search_document of migration 0014; the folded columns of
-- 0008 (and their GIN indexes) were no longer read, but every new version still computed and
-- indexed them, and they widened every card_versions row.
DROP INDEX "card_versions_folded_search_idx";--> statement-breakpoint
DROP INDEX "card_versions_folded_text_trgm";--> statement-breakpoint
ALTER TABLE "card_versions" DROP COLUMN "folded_search";--> statement-breakpoint
ALTER TABLE "card_versions" DROP COLUMN "folded_text";