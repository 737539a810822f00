-- Name search that ignores case and accents ('joao' finds 'João'), served by a trigram index.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE; an index needs an IMMUTABLE wrapper with the dictionary named explicitly.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patients_name_trgm_idx ON patients USING gin (f_unaccent(lower(name)) gin_trgm_ops);
