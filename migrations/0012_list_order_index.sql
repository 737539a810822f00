DROP INDEX "evaluations_patient_idx";--> statement-breakpoint
DROP INDEX "patients_created_idx";--> statement-breakpoint
CREATE INDEX "evaluations_patient_idx" ON "evaluations" USING btree ("patient_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patients_created_idx" ON "patients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);