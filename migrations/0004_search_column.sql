-- The searchable form of the name is stored (computed once per write, not once per row scanned by a search)
-- and indexed by trigrams; it replaces the expression index of migration 0001.
ALTER TABLE "patients" ADD COLUMN "name_search" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED;--> statement-breakpoint
CREATE INDEX "patients_name_search_idx" ON "patients" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "patients_name_trgm_idx";
