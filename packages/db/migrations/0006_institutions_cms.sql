CREATE TABLE "cms_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" "citext" NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"content" jsonb NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "cms_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "partner_page" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"intro" jsonb NOT NULL,
	"intro_html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "partner_page_single_row" CHECK ("partner_page"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "institution_featured_cards" (
	"institution_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_featured_cards_institution_id_card_id_pk" PRIMARY KEY("institution_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "institution_fellows" (
	"institution_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_fellows_institution_id_user_id_pk" PRIMARY KEY("institution_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "institution_keen_leaders" (
	"institution_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_keen_leaders_institution_id_user_id_pk" PRIMARY KEY("institution_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "institution_rising_stars" (
	"institution_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_rising_stars_institution_id_user_id_pk" PRIMARY KEY("institution_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_page" ADD CONSTRAINT "partner_page_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_featured_cards" ADD CONSTRAINT "institution_featured_cards_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_featured_cards" ADD CONSTRAINT "institution_featured_cards_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_fellows" ADD CONSTRAINT "institution_fellows_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_fellows" ADD CONSTRAINT "institution_fellows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_keen_leaders" ADD CONSTRAINT "institution_keen_leaders_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_keen_leaders" ADD CONSTRAINT "institution_keen_leaders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_rising_stars" ADD CONSTRAINT "institution_rising_stars_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_rising_stars" ADD CONSTRAINT "institution_rising_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_pages_active_title_idx" ON "cms_pages" USING btree ("is_active","title");--> statement-breakpoint
CREATE INDEX "institution_featured_cards_card_idx" ON "institution_featured_cards" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "institution_fellows_user_idx" ON "institution_fellows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "institution_keen_leaders_user_idx" ON "institution_keen_leaders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "institution_rising_stars_user_idx" ON "institution_rising_stars" USING btree ("user_id");