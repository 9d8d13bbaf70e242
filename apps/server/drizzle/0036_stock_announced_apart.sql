-- A change to products that moves only their stock (a sale, a reservation, stock released or
-- returned) is announced apart, with the products' ids: `stock:<id>,<id>` (decision 078). A process
-- then reads just those products' stock into its catalogue index instead of the whole catalogue.
-- Any other change, or one of more than 100 products, is announced as `catalogue`, as before; an
-- update of no row is not announced at all.
CREATE OR REPLACE FUNCTION announce_product_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_count integer;
  other_change boolean;
  changed_ids text;
BEGIN
  SELECT count(*) INTO changed_count FROM new_rows;
  IF changed_count = 0 THEN
    RETURN NULL;
  END IF;
  IF changed_count > 100 THEN
    PERFORM pg_notify('content_changed', 'catalogue');
    RETURN NULL;
  END IF;
  SELECT
    coalesce(bool_or(
      (to_jsonb(n) - 'stock' - 'reserved_stock' - 'updated_at')
        IS DISTINCT FROM (to_jsonb(o) - 'stock' - 'reserved_stock' - 'updated_at')
    ), false),
    string_agg(n.id::text, ',')
  INTO other_change, changed_ids
  FROM new_rows n FULL JOIN old_rows o ON o.id = n.id;
  IF other_change THEN
    PERFORM pg_notify('content_changed', 'catalogue');
  ELSE
    PERFORM pg_notify('content_changed', 'stock:' || changed_ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_announce_content_change ON "products";
--> statement-breakpoint
CREATE TRIGGER products_announce_content_change
  AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER products_announce_update
  AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_product_update();
