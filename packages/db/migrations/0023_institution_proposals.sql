CREATE TYPE "public"."institution_proposal_status" AS ENUM('pending', 'approved', 'merged', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'institution_proposal' BEFORE 'weekly_digest';--> statement-breakpoint
CREATE TABLE "institution_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposed_by" uuid NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"country" text,
	"website" text,
	"status" "institution_proposal_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"institution_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institution_proposals" ADD CONSTRAINT "institution_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_proposals" ADD CONSTRAINT "institution_proposals_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_proposals" ADD CONSTRAINT "institution_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "institution_proposals_one_pending_idx" ON "institution_proposals" USING btree ("proposed_by") WHERE "institution_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "institution_proposals_status_idx" ON "institution_proposals" USING btree ("status","created_at");