-- The patient list (patientRepository.list) read from its index alone. A search for a common name walks
-- patients_created_idx from the newest patient until a page of matches is full, testing each name on the way (about
-- 3,800 entries for a name in 1.3% of 100,000 patients); with the name and the listed columns in the index, those
-- tests and the page's rows come from the index instead of one table page per entry (an index-only scan). Measured on
-- PostgreSQL, 100,000 patients, the benchmark's 38 terms: execution 0.73 -> 0.53 ms per search; the server's
-- PostgreSQL time per search under load 1,282 -> 1,068 us. Drizzle's index builder has no INCLUDE: schema.ts keeps
-- the key and points here.
DROP INDEX "patients_created_idx";--> statement-breakpoint
CREATE INDEX "patients_created_idx" ON "patients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("name_search","name","birth_date","age","father_name","mother_name");
