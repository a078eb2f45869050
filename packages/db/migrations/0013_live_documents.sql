CREATE TABLE "card_live_documents" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"state" "bytea" NOT NULL,
	"draft_revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_live_documents" ADD CONSTRAINT "card_live_documents_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;