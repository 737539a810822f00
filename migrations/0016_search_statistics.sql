-- A coarser histogram of the searched names than migration 0011's 1,000 entries: planning a search tests the term
-- against every entry (LIKE '%term%' on each sampled name), and with 1,000 that was about half of a search's time in
-- the database. With 300, on the benchmark's 100,000 patients and its 38 terms, planning takes 0.72 -> 0.31 ms on
-- PGlite and 0.52 -> 0.24 ms on PostgreSQL, and every term gets the plan it got with 1,000 (the newest rows until the
-- page is full for a common name, the trigram index for two-word names). At 100 'souza' (3% of the names) took the
-- trigram index instead, reading every match.
ALTER TABLE "patients" ALTER COLUMN "name_search" SET STATISTICS 300;--> statement-breakpoint
ANALYZE "patients";
