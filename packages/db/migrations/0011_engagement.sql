ALTER TYPE "public"."notification_type" ADD VALUE 'card_feedback' BEFORE 'review_requested';--> statement-breakpoint
CREATE TABLE "card_bookmarks" (
	"card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_bookmarks_card_id_user_id_pk" PRIMARY KEY("card_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "card_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"removed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "card_discussion_mutes" (
	"card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_discussion_mutes_card_id_user_id_pk" PRIMARY KEY("card_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "card_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version_number" integer,
	"rating" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"used_in_teaching" boolean DEFAULT false NOT NULL,
	"used_term" text,
	"class_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_feedback_rating_range" CHECK ("card_feedback"."rating" is null or "card_feedback"."rating" between 1 and 5),
	CONSTRAINT "card_feedback_class_size_positive" CHECK ("card_feedback"."class_size" is null or "card_feedback"."class_size" > 0),
	CONSTRAINT "card_feedback_not_empty" CHECK ("card_feedback"."rating" is not null or "card_feedback"."comment" <> '' or "card_feedback"."used_in_teaching")
);
--> statement-breakpoint
CREATE TABLE "card_feedback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"requester_id" uuid,
	"requestee_id" uuid NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_stats" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"bookmark_count" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"rating_score" real GENERATED ALWAYS AS (((rating_sum + 6)::real / (rating_count + 2)::real)) STORED
);
--> statement-breakpoint
ALTER TABLE "card_bookmarks" ADD CONSTRAINT "card_bookmarks_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_bookmarks" ADD CONSTRAINT "card_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_comments" ADD CONSTRAINT "card_comments_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_comments" ADD CONSTRAINT "card_comments_parent_id_card_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."card_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_comments" ADD CONSTRAINT "card_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_comments" ADD CONSTRAINT "card_comments_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_discussion_mutes" ADD CONSTRAINT "card_discussion_mutes_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_discussion_mutes" ADD CONSTRAINT "card_discussion_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_feedback" ADD CONSTRAINT "card_feedback_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_feedback" ADD CONSTRAINT "card_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_feedback_requests" ADD CONSTRAINT "card_feedback_requests_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_feedback_requests" ADD CONSTRAINT "card_feedback_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_feedback_requests" ADD CONSTRAINT "card_feedback_requests_requestee_id_users_id_fk" FOREIGN KEY ("requestee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_stats" ADD CONSTRAINT "card_stats_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_bookmarks_user_created_idx" ON "card_bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST,"card_id");--> statement-breakpoint
CREATE INDEX "card_comments_card_top_idx" ON "card_comments" USING btree ("card_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "card_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "card_comments_parent_idx" ON "card_comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "card_comments_author_idx" ON "card_comments" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_feedback_card_user_unique" ON "card_feedback" USING btree ("card_id","user_id");--> statement-breakpoint
CREATE INDEX "card_feedback_card_updated_idx" ON "card_feedback" USING btree ("card_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_feedback_user_idx" ON "card_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_feedback_requests_open_unique" ON "card_feedback_requests" USING btree ("card_id","requestee_id") WHERE "card_feedback_requests"."answered_at" is null and "card_feedback_requests"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "card_feedback_requests_card_idx" ON "card_feedback_requests" USING btree ("card_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_feedback_requests_requestee_idx" ON "card_feedback_requests" USING btree ("requestee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_stats_rating_score_idx" ON "card_stats" USING btree ("rating_score" DESC NULLS LAST,"card_id");--> statement-breakpoint
CREATE INDEX "card_stats_times_used_idx" ON "card_stats" USING btree ("times_used" DESC NULLS LAST,"card_id");--> statement-breakpoint
-- Engagement counts per card, kept by triggers so every write path (and a cascade) agrees.
CREATE FUNCTION "public"."keen_bump_card_stats"(
	p_card uuid, p_bookmarks integer, p_ratings integer, p_rating_sum integer, p_used integer, p_comments integer
) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "card_stats" ("card_id", "bookmark_count", "rating_count", "rating_sum", "times_used", "comment_count")
	SELECT p_card, p_bookmarks, p_ratings, p_rating_sum, p_used, p_comments
	WHERE EXISTS (SELECT 1 FROM "cards" WHERE "id" = p_card)
	ON CONFLICT ("card_id") DO UPDATE SET
		"bookmark_count" = "card_stats"."bookmark_count" + excluded."bookmark_count",
		"rating_count" = "card_stats"."rating_count" + excluded."rating_count",
		"rating_sum" = "card_stats"."rating_sum" + excluded."rating_sum",
		"times_used" = "card_stats"."times_used" + excluded."times_used",
		"comment_count" = "card_stats"."comment_count" + excluded."comment_count"
$$;--> statement-breakpoint
CREATE FUNCTION "public"."keen_card_bookmarks_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "public"."keen_bump_card_stats"(NEW."card_id", 1, 0, 0, 0, 0);
	ELSE
		PERFORM "public"."keen_bump_card_stats"(OLD."card_id", -1, 0, 0, 0, 0);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "card_bookmarks_stats" AFTER INSERT OR DELETE ON "card_bookmarks"
	FOR EACH ROW EXECUTE FUNCTION "public"."keen_card_bookmarks_stats"();--> statement-breakpoint
CREATE FUNCTION "public"."keen_card_feedback_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM "public"."keen_bump_card_stats"(OLD."card_id", 0,
			-(OLD."rating" IS NOT NULL)::integer, -coalesce(OLD."rating", 0), -OLD."used_in_teaching"::integer, 0);
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		PERFORM "public"."keen_bump_card_stats"(NEW."card_id", 0,
			(NEW."rating" IS NOT NULL)::integer, coalesce(NEW."rating", 0), NEW."used_in_teaching"::integer, 0);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "card_feedback_stats" AFTER INSERT OR UPDATE OR DELETE ON "card_feedback"
	FOR EACH ROW EXECUTE FUNCTION "public"."keen_card_feedback_stats"();--> statement-breakpoint
CREATE FUNCTION "public"."keen_card_comments_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."deleted_at" IS NULL THEN
		PERFORM "public"."keen_bump_card_stats"(OLD."card_id", 0, 0, 0, 0, -1);
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."deleted_at" IS NULL THEN
		PERFORM "public"."keen_bump_card_stats"(NEW."card_id", 0, 0, 0, 0, 1);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "card_comments_stats" AFTER INSERT OR UPDATE OF "deleted_at" OR DELETE ON "card_comments"
	FOR EACH ROW EXECUTE FUNCTION "public"."keen_card_comments_stats"();
