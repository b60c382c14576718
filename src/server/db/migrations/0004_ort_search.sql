-- Place search (spec 5): trigram indexes over names folded like placeKey() in src/shared/domain/fuzzy.ts —
-- accents removed (ß → ss), lowercase, the digraphs ae/oe/ue read as their vowel, punctuation as space.
-- unaccent() is only STABLE (it reads a dictionary), so an index expression cannot call it directly; this
-- wrapper names the dictionary explicitly and is declared IMMUTABLE, the usual way to index unaccented text.
CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, input)), '([aou])e', '\1', 'g'), '[^[:alnum:]]+', ' ', 'g')) $$;
--> statement-breakpoint
CREATE INDEX ort_name_trgm_idx ON ort USING gin (search_fold(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX bezirk_name_trgm_idx ON bezirk USING gin (search_fold(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX katastralgemeinde_name_trgm_idx ON katastralgemeinde USING gin (search_fold(name) gin_trgm_ops);
