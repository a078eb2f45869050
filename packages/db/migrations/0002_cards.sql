CREATE TYPE "public"."card_status" AS ENUM('draft', 'published', 'unpublished');--> statement-breakpoint
CREATE TABLE "card_authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"user_id" uuid,
	"external_name" text,
	"external_title" text,
	"external_institution" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_authors_card_user_unique" UNIQUE("card_id","user_id"),
	CONSTRAINT "card_authors_member_or_external" CHECK (("card_authors"."user_id" is null) <> ("card_authors"."external_name" is null))
);
--> statement-breakpoint
CREATE TABLE "card_editors" (
	"card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_editors_card_id_user_id_pk" PRIMARY KEY("card_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "card_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" "citext" NOT NULL,
	"position" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "card_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"type_id" uuid,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(content->>'title', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(content->>'summary', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce((content->'attributes'->'tags')::text, '')), 'C')) STORED,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	CONSTRAINT "card_versions_card_number_unique" UNIQUE("card_id","number")
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "card_status" DEFAULT 'draft' NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_revision" integer DEFAULT 0 NOT NULL,
	"field_revisions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_version_id" uuid,
	"created_by" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"first_published_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(draft->>'title', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(draft->>'summary', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce((draft->'attributes'->'tags')::text, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_authors" ADD CONSTRAINT "card_authors_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_authors" ADD CONSTRAINT "card_authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_editors" ADD CONSTRAINT "card_editors_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_editors" ADD CONSTRAINT "card_editors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_versions" ADD CONSTRAINT "card_versions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_versions" ADD CONSTRAINT "card_versions_type_id_card_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."card_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_versions" ADD CONSTRAINT "card_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_published_version_id_card_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."card_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_authors_user_idx" ON "card_authors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "card_authors_card_position_idx" ON "card_authors" USING btree ("card_id","position");--> statement-breakpoint
CREATE INDEX "card_editors_user_idx" ON "card_editors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "card_versions_type_idx" ON "card_versions" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "card_versions_search_idx" ON "card_versions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "card_versions_title_trgm" ON "card_versions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "card_versions_summary_trgm" ON "card_versions" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cards_status_created_idx" ON "cards" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "cards_search_idx" ON "cards" USING gin ("search");--> statement-breakpoint
CREATE INDEX "cards_draft_title_trgm" ON "cards" USING gin (("draft"->>'title') gin_trgm_ops);