DROP INDEX "users_search_idx";--> statement-breakpoint
DROP INDEX "users_search_text_trgm";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, public.keen_fold_name(first_name || ' ' || last_name)), 'A') || setweight(to_tsvector('simple'::regconfig, public.keen_fold_name(coalesce(title, ''))), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.keen_fold_name(first_name || ' ' || last_name || ' ' || coalesce(title, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search");--> statement-breakpoint
CREATE INDEX "users_search_text_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);