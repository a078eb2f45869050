CREATE TABLE "idp"."token_cutoffs" (
	"subject" text PRIMARY KEY NOT NULL,
	"not_before" timestamp with time zone NOT NULL
);
