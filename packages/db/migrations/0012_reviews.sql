CREATE TYPE "public"."review_status" AS ENUM('submitted', 'under_review', 'updates_suggested', 'reviewed', 'withdrawn');--> statement-breakpoint
CREATE TABLE "card_recognitions" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"reviewed_version_id" uuid,
	"review_id" uuid,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" uuid,
	"exemplar_at" timestamp with time zone,
	"exemplar_by" uuid
);
--> statement-breakpoint
CREATE TABLE "card_review_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"round_number" integer NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_review_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"draft_revision" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decision" "review_status",
	"summary" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "card_review_rounds_review_number_unique" UNIQUE("review_id","number")
);
--> statement-breakpoint
CREATE TABLE "card_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"status" "review_status" DEFAULT 'submitted' NOT NULL,
	"submitted_by" uuid,
	"reviewer_id" uuid,
	"claimed_at" timestamp with time zone,
	"version_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_criteria" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"high" text NOT NULL,
	"medium" text NOT NULL,
	"low" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "card_recognitions" ADD CONSTRAINT "card_recognitions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_recognitions" ADD CONSTRAINT "card_recognitions_reviewed_version_id_card_versions_id_fk" FOREIGN KEY ("reviewed_version_id") REFERENCES "public"."card_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_recognitions" ADD CONSTRAINT "card_recognitions_review_id_card_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."card_reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_recognitions" ADD CONSTRAINT "card_recognitions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_recognitions" ADD CONSTRAINT "card_recognitions_exemplar_by_users_id_fk" FOREIGN KEY ("exemplar_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_review_notes" ADD CONSTRAINT "card_review_notes_review_id_card_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."card_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_review_notes" ADD CONSTRAINT "card_review_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_review_rounds" ADD CONSTRAINT "card_review_rounds_review_id_card_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."card_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_review_rounds" ADD CONSTRAINT "card_review_rounds_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_review_rounds" ADD CONSTRAINT "card_review_rounds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_version_id_card_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."card_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_criteria" ADD CONSTRAINT "review_criteria_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_recognitions_reviewed_idx" ON "card_recognitions" USING btree ("card_id") WHERE "card_recognitions"."reviewed_version_id" is not null;--> statement-breakpoint
CREATE INDEX "card_recognitions_exemplar_idx" ON "card_recognitions" USING btree ("card_id") WHERE "card_recognitions"."exemplar_at" is not null;--> statement-breakpoint
CREATE INDEX "card_review_notes_review_idx" ON "card_review_notes" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_reviews_open_unique" ON "card_reviews" USING btree ("card_id") WHERE "card_reviews"."status" in ('submitted', 'under_review', 'updates_suggested');--> statement-breakpoint
CREATE INDEX "card_reviews_status_created_idx" ON "card_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "card_reviews_reviewer_idx" ON "card_reviews" USING btree ("reviewer_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_reviews_card_idx" ON "card_reviews" USING btree ("card_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The review rubric (admins edit the texts; the keys stay).
INSERT INTO "review_criteria" ("key", "position", "name", "description", "high", "medium", "low") VALUES
('entrepreneurial_mindset', 1, 'Entrepreneurial Mindset',
 'The card develops curiosity, connections and creating value (the 3Cs) in students, and says how.',
 'The 3Cs are woven into the activity and its outcomes; students practise them and the card shows where.',
 'The 3Cs are present but mostly named rather than practised, or only one or two are addressed.',
 'The entrepreneurial mindset is missing or only mentioned in passing.'),
('clarity_organization', 2, 'Clarity & Organization',
 'Another instructor can follow the card: purpose, sequence, timing and materials are easy to find and understand.',
 'Clear goals, a logical sequence with timings, and every material named where it is used.',
 'Understandable overall, but some steps, timings or materials need guessing.',
 'Hard to follow: goals, steps or materials are unclear or missing.'),
('adaptability_adoptability', 3, 'Adaptability & Adoptability',
 'The card can be used in other courses, class sizes and settings, and says what to change.',
 'Notes on adapting to other disciplines, sizes or formats (online, large lecture) with concrete suggestions.',
 'Adaptable with some effort; few hints on what to change.',
 'Tied to one course or setting with no guidance for others.'),
('quality_resources', 4, 'Quality of Resources',
 'Handouts, slides, links and media are complete, accurate, accessible and licensed for reuse.',
 'Complete, polished and accessible resources, ready to use, with their licences clear.',
 'Usable resources with gaps (missing answer keys, broken formatting, unclear licences).',
 'Resources are missing, broken or not reusable.'),
('pedagogy', 5, 'Pedagogy',
 'The activity uses sound, evidence-based teaching practice (active and collaborative learning, reflection).',
 'Grounded in evidence-based practice; students are active and reflect; the design choices are explained.',
 'Some active learning, but the design is not explained or only partly supports the goals.',
 'Mostly passive, or the teaching approach does not support the stated goals.'),
('assessment', 6, 'Assessment',
 'Students'' learning is assessed against the stated outcomes, with criteria or rubrics provided.',
 'Assessments align with every outcome and come with rubrics or criteria instructors can use.',
 'Some assessment, loosely aligned with the outcomes or without criteria.',
 'No assessment, or it does not measure the stated outcomes.'),
('technical_content', 7, 'Technical Content',
 'The engineering content is correct, current and at the right level for the intended students.',
 'Accurate, current and well pitched; technical and mindset goals reinforce each other.',
 'Mostly accurate with minor errors or level mismatches.',
 'Technical errors, or content far from the intended level.');
