-- 'Estado' is chosen from the 27 UFs from questionnaire 2026.12.3 on. A state typed before as a UF or as a state's
-- name, in any case and with or without accents, becomes its UF; any other text is kept as typed, still readable.
-- Evaluations keep their patient snapshot as it was.
CREATE TEMPORARY TABLE state_codes (spelling text PRIMARY KEY, code text NOT NULL);--> statement-breakpoint
INSERT INTO state_codes VALUES
  ('acre', 'AC'), ('ac', 'AC'),
  ('alagoas', 'AL'), ('al', 'AL'),
  ('amapa', 'AP'), ('ap', 'AP'),
  ('amazonas', 'AM'), ('am', 'AM'),
  ('bahia', 'BA'), ('ba', 'BA'),
  ('ceara', 'CE'), ('ce', 'CE'),
  ('distrito federal', 'DF'), ('df', 'DF'),
  ('espirito santo', 'ES'), ('es', 'ES'),
  ('goias', 'GO'), ('go', 'GO'),
  ('maranhao', 'MA'), ('ma', 'MA'),
  ('mato grosso', 'MT'), ('mt', 'MT'),
  ('mato grosso do sul', 'MS'), ('ms', 'MS'),
  ('minas gerais', 'MG'), ('mg', 'MG'),
  ('para', 'PA'), ('pa', 'PA'),
  ('paraiba', 'PB'), ('pb', 'PB'),
  ('parana', 'PR'), ('pr', 'PR'),
  ('pernambuco', 'PE'), ('pe', 'PE'),
  ('piaui', 'PI'), ('pi', 'PI'),
  ('rio de janeiro', 'RJ'), ('rj', 'RJ'),
  ('rio grande do norte', 'RN'), ('rn', 'RN'),
  ('rio grande do sul', 'RS'), ('rs', 'RS'),
  ('rondonia', 'RO'), ('ro', 'RO'),
  ('roraima', 'RR'), ('rr', 'RR'),
  ('santa catarina', 'SC'), ('sc', 'SC'),
  ('sao paulo', 'SP'), ('sp', 'SP'),
  ('sergipe', 'SE'), ('se', 'SE'),
  ('tocantins', 'TO'), ('to', 'TO');--> statement-breakpoint
UPDATE patients p
   SET address = (
     SELECT jsonb_agg(CASE WHEN c.code IS NULL THEN a.entry ELSE jsonb_set(a.entry, '{state}', to_jsonb(c.code)) END
                      ORDER BY a.position)
       FROM jsonb_array_elements(p.address) WITH ORDINALITY AS a(entry, position)
       LEFT JOIN state_codes c ON c.spelling = f_unaccent(lower(btrim(a.entry ->> 'state')))
   )
 WHERE jsonb_array_length(p.address) > 0;--> statement-breakpoint
DROP TABLE state_codes;
