-- Links a clinician sends a family to answer the history at home. Only the token's SHA-256 is kept.
CREATE TABLE "family_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL REFERENCES "patients"("id"),
	"token_hash" text NOT NULL UNIQUE,
	"questionnaire_version" text NOT NULL REFERENCES "questionnaire_versions"("version"),
	"steps" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"evaluation_id" uuid REFERENCES "evaluations"("id"),
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "family_links_patient_idx" ON "family_links" USING btree ("patient_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "family_links_pending_idx" ON "family_links" USING btree ("submitted_at") WHERE "reviewed_at" IS NULL AND "revoked_at" IS NULL;--> statement-breakpoint
-- Who gave each answer of an evaluation started from a family's answers (field path -> family or clinician).
ALTER TABLE "evaluations" ADD COLUMN "answer_sources" jsonb;
