DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_user_idx";--> statement-breakpoint
DROP INDEX "audit_log_patient_idx";--> statement-breakpoint
CREATE INDEX "audit_log_at_brin" ON "audit_log" USING brin ("at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","id") WHERE "audit_log"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_patient_idx" ON "audit_log" USING btree ("patient_id","id") WHERE "audit_log"."patient_id" IS NOT NULL;