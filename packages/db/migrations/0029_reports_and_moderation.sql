ALTER TYPE "public"."notification_type" ADD VALUE 'moderation';--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"author_id" uuid,
	"snapshot_title" text DEFAULT '' NOT NULL,
	"snapshot_text" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '/' NOT NULL,
	"hidden_at" timestamp with time zone,
	"decision" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_item_id_moderation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."moderation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_item_reporter_unique" ON "content_reports" USING btree ("item_id","reporter_id");--> statement-breakpoint
CREATE INDEX "content_reports_reporter_idx" ON "content_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_items_open_target_unique" ON "moderation_items" USING btree ("target_type","target_id") WHERE "moderation_items"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_items_open_idx" ON "moderation_items" USING btree ("created_at","id") WHERE "moderation_items"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_items_hidden_idx" ON "moderation_items" USING btree ("target_type","target_id") WHERE "moderation_items"."hidden_at" is not null;