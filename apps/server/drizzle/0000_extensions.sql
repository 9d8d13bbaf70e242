-- Trigram similarity for typo-tolerant search on product and blog titles.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE; generated search columns need an IMMUTABLE expression.
CREATE OR REPLACE FUNCTION immutable_text_array_join(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;
