-- When a session last proved who holds it (password, and code where the account has one): sensitive actions ask for
-- a recent proof. Sessions open before this release count as proven at their login, not at the upgrade.
ALTER TABLE "sessions" ADD COLUMN "authenticated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "authenticated_at" = "created_at";
