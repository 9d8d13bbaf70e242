-- Every change to products bumps one counter in the same transaction. Readers compare it with the
-- version of a cached listing: one primary-key lookup instead of re-running filters and counts.
INSERT INTO "app_meta" ("key", "value") VALUES ('catalogue_version', '0') ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "app_meta" SET "value" = ("value"::bigint + 1)::text, "updated_at" = now() WHERE "key" = 'catalogue_version';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
