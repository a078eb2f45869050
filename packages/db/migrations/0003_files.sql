CREATE TYPE "public"."card_file_kind" AS ENUM('image', 'attachment');--> statement-breakpoint
CREATE TABLE "blobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blobs_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "card_file_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"version_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_file_links_file_version_unique" UNIQUE NULLS NOT DISTINCT("file_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "card_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"blob_id" uuid NOT NULL,
	"kind" "card_file_kind" NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"thumbnail_blob_id" uuid,
	"preview_blob_id" uuid,
	"folder_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"user_id" uuid,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_file_links" ADD CONSTRAINT "card_file_links_file_id_card_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."card_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_file_links" ADD CONSTRAINT "card_file_links_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_file_links" ADD CONSTRAINT "card_file_links_version_id_card_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."card_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_files" ADD CONSTRAINT "card_files_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_files" ADD CONSTRAINT "card_files_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_files" ADD CONSTRAINT "card_files_thumbnail_blob_id_blobs_id_fk" FOREIGN KEY ("thumbnail_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_files" ADD CONSTRAINT "card_files_preview_blob_id_blobs_id_fk" FOREIGN KEY ("preview_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_files" ADD CONSTRAINT "card_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_downloads" ADD CONSTRAINT "file_downloads_file_id_card_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."card_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_downloads" ADD CONSTRAINT "file_downloads_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_downloads" ADD CONSTRAINT "file_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_file_links_card_version_idx" ON "card_file_links" USING btree ("card_id","version_id");--> statement-breakpoint
CREATE INDEX "card_files_card_kind_idx" ON "card_files" USING btree ("card_id","kind");--> statement-breakpoint
CREATE INDEX "card_files_blob_idx" ON "card_files" USING btree ("blob_id");--> statement-breakpoint
CREATE INDEX "card_files_thumbnail_idx" ON "card_files" USING btree ("thumbnail_blob_id");--> statement-breakpoint
CREATE INDEX "card_files_preview_idx" ON "card_files" USING btree ("preview_blob_id");--> statement-breakpoint
CREATE INDEX "file_downloads_card_file_idx" ON "file_downloads" USING btree ("card_id","file_id");