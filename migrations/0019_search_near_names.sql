-- Names one or two letters away from the term ('gonçalvez' for Gonçalves), when no name contains it: the
-- closest first, then the newest; keyset-paginated on (closeness, created_at, id). The term comes unaccented and in
-- lower case. A function so that its SET can lower pg_trgm's word similarity threshold (0.6 by default, which misses
-- 'gonsalves' and 'conseicao') for this search alone: the trigram index reads the setting while it scans. Only the
-- first 200 candidates are weighed, so that a misspelt common name costs a bounded read on a large table.
CREATE FUNCTION patients_near_name(term text, after_closeness real, after_at timestamptz, after_id uuid, max_rows integer)
RETURNS TABLE (id uuid, name text, birth_date date, age text, father_name text, mother_name text, cursor_at text, closeness real)
LANGUAGE sql STABLE PARALLEL SAFE
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
  SELECT near.id, near.name, near.birth_date, near.age, near.father_name, near.mother_name, near.created_at::text,
         near.closeness
    FROM (SELECT p.id, p.name, p.birth_date, p.age, p.father_name, p.mother_name, p.created_at,
                 word_similarity(term, p.name_search) AS closeness
            FROM patients p
           WHERE term <% p.name_search AND strpos(p.name_search, term) = 0
           LIMIT 200) near
   WHERE after_id IS NULL OR (near.closeness, near.created_at, near.id) < (after_closeness, after_at, after_id)
   ORDER BY near.closeness DESC, near.created_at DESC, near.id DESC
   LIMIT max_rows
$$;
