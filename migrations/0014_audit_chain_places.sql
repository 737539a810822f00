-- Every entry gets its place in the chain (the existing ones in id order, the chain's order), and the index that
-- stops a fork moves from prev_hash to the place. The append-only trigger is off only for this backfill.
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
UPDATE "audit_log" SET "seq" = placed.seq FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS seq FROM "audit_log") AS placed WHERE "audit_log"."id" = placed."id";--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_key" ON "audit_log" USING btree ("seq");--> statement-breakpoint
DROP INDEX "audit_log_prev_hash_key";
