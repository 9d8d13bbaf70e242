-- The listings' cache measures the catalogue by the changes the database announces (migration
-- 0031, decision 073), not by a counter every request reads: the counter, and the update of its
-- one row that every change to products made, are gone.
DROP TRIGGER IF EXISTS products_bump_catalogue_version ON "products";
--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_catalogue_version();
--> statement-breakpoint
DELETE FROM "app_meta" WHERE "key" = 'catalogue_version';
