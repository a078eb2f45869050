CREATE TABLE "cms_page_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"blob_id" uuid NOT NULL,
	"preview_blob_id" uuid NOT NULL,
	"thumbnail_blob_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_page_images" ADD CONSTRAINT "cms_page_images_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_images" ADD CONSTRAINT "cms_page_images_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_images" ADD CONSTRAINT "cms_page_images_preview_blob_id_blobs_id_fk" FOREIGN KEY ("preview_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_images" ADD CONSTRAINT "cms_page_images_thumbnail_blob_id_blobs_id_fk" FOREIGN KEY ("thumbnail_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_images" ADD CONSTRAINT "cms_page_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_page_images_page_idx" ON "cms_page_images" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "cms_page_images_blob_idx" ON "cms_page_images" USING btree ("blob_id");--> statement-breakpoint
CREATE INDEX "cms_page_images_preview_idx" ON "cms_page_images" USING btree ("preview_blob_id");--> statement-breakpoint
CREATE INDEX "cms_page_images_thumbnail_idx" ON "cms_page_images" USING btree ("thumbnail_blob_id");