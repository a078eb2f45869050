-- Email verification resumes where the member started (issue 25 §3): the verification link's token
-- keeps the app path the member first asked for, so the verified page's "Continue" leads back there
-- even when the link is opened in a new tab.
ALTER TABLE "idp"."action_tokens" ADD COLUMN "return_path" text;
