-- Name search plans (patientRepository.list). The trigram index is rebuilt without a pending list: PGlite never
-- vacuums, so new names piled up there unsorted (463 pages after seeding 100,000 patients) and every search read
-- them all.
DROP INDEX "patients_name_search_idx";--> statement-breakpoint
CREATE INDEX "patients_name_search_idx" ON "patients" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- A finer histogram of the searched names, from which the planner estimates how many names contain a term: with
-- the default 100 entries a surname in 3% of the names could come out as 0.01% (a trigram index scan reading
-- every match instead of the newest rows until a page is full), or the reverse.
ALTER TABLE "patients" ALTER COLUMN "name_search" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "patients";
