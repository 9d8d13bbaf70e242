CREATE TABLE "sales_days" (
	"day" date,
	"product_id" uuid,
	"title" text,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"line_revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_days_key" UNIQUE NULLS NOT DISTINCT("product_id","title","day")
);
--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "sales_days_all_time_quantity_idx" ON "sales_days" USING btree ("quantity" DESC NULLS LAST,"line_revenue_cents" DESC NULLS LAST) WHERE "sales_days"."day" is null;--> statement-breakpoint
CREATE INDEX "sales_days_all_time_revenue_idx" ON "sales_days" USING btree ("line_revenue_cents" DESC NULLS LAST,"quantity" DESC NULLS LAST) WHERE "sales_days"."day" is null;--> statement-breakpoint
CREATE INDEX "order_status_history_refunded_idx" ON "order_status_history" USING btree ("at","order_id") WHERE "order_status_history"."status" = 'refunded';--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_order_idx" ON "users" USING btree (lower("email"),"id","email");--> statement-breakpoint
-- The sales rollup is kept by triggers (decision 076). The shop's time zone (SHOP_TIME_ZONE) and
-- the revenue statuses (revenueStatuses) are written out here: a change to either needs a
-- migration that replaces these functions; dashboard.test.ts checks both against the code.
CREATE FUNCTION sales_days_count_order(o orders, sign integer, with_lines boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  paid_day date := (o.paid_at AT TIME ZONE 'Europe/Amsterdam')::date;
BEGIN
  IF o.paid_at IS NULL OR o.status NOT IN ('paid', 'processing', 'shipped', 'delivered') THEN RETURN; END IF;
  INSERT INTO sales_days AS s (day, product_id, title, orders, revenue_cents, vat_cents, quantity, line_revenue_cents)
  SELECT * FROM (
    SELECT paid_day, NULL::uuid, NULL::text, sign, sign * o.total_cents::bigint, sign * o.vat_cents::bigint, 0, 0::bigint
    UNION ALL
    SELECT d.day, i.product_id, CASE WHEN i.product_id IS NULL THEN i.title END, 0, 0, 0,
      sign * sum(i.quantity)::int, sign * sum(i.unit_price_cents::bigint * i.quantity)
    FROM order_items i CROSS JOIN (VALUES (paid_day), (NULL::date)) AS d(day)
    WHERE with_lines AND i.order_id = o.id
    GROUP BY d.day, i.product_id, CASE WHEN i.product_id IS NULL THEN i.title END
  ) AS c(day, product_id, title, orders, revenue_cents, vat_cents, quantity, line_revenue_cents)
  ORDER BY product_id NULLS FIRST, title NULLS FIRST, day NULLS FIRST
  ON CONFLICT (product_id, title, day) DO UPDATE SET
    orders = s.orders + excluded.orders, revenue_cents = s.revenue_cents + excluded.revenue_cents,
    vat_cents = s.vat_cents + excluded.vat_cents, quantity = s.quantity + excluded.quantity,
    line_revenue_cents = s.line_revenue_cents + excluded.line_revenue_cents;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_days_count_line(line order_items, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE id = line.order_id;
  IF NOT FOUND OR o.paid_at IS NULL OR o.status NOT IN ('paid', 'processing', 'shipped', 'delivered') THEN RETURN; END IF;
  INSERT INTO sales_days AS s (day, product_id, title, quantity, line_revenue_cents)
  SELECT d.day, line.product_id, CASE WHEN line.product_id IS NULL THEN line.title END,
    sign * line.quantity, sign * line.unit_price_cents::bigint * line.quantity
  FROM (VALUES (NULL::date), ((o.paid_at AT TIME ZONE 'Europe/Amsterdam')::date)) AS d(day)
  ON CONFLICT (product_id, title, day) DO UPDATE SET
    quantity = s.quantity + excluded.quantity, line_revenue_cents = s.line_revenue_cents + excluded.line_revenue_cents;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_days_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM sales_days_count_order(OLD, -1, true); END IF;
  -- A new order's lines count as they are inserted (its own statement may insert them too).
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM sales_days_count_order(NEW, 1, TG_OP = 'UPDATE'); END IF;
  -- Before a delete (while its lines are still there to subtract): the row must go on to be deleted.
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_days_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM sales_days_count_line(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM sales_days_count_line(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_days_order_inserted AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION sales_days_order_changed();
--> statement-breakpoint
CREATE TRIGGER sales_days_order_updated AFTER UPDATE OF status, paid_at, total_cents, vat_cents ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
    OR OLD.total_cents IS DISTINCT FROM NEW.total_cents OR OLD.vat_cents IS DISTINCT FROM NEW.vat_cents)
  EXECUTE FUNCTION sales_days_order_changed();
--> statement-breakpoint
CREATE TRIGGER sales_days_order_deleted BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION sales_days_order_changed();
--> statement-breakpoint
CREATE TRIGGER sales_days_line_changed AFTER INSERT OR UPDATE OR DELETE ON order_items FOR EACH ROW EXECUTE FUNCTION sales_days_line_changed();
--> statement-breakpoint
INSERT INTO sales_days (day, product_id, title, orders, revenue_cents, vat_cents, quantity, line_revenue_cents)
SELECT (paid_at AT TIME ZONE 'Europe/Amsterdam')::date, NULL, NULL, count(*), sum(total_cents), sum(vat_cents), 0, 0
FROM orders WHERE paid_at IS NOT NULL AND status IN ('paid', 'processing', 'shipped', 'delivered') GROUP BY 1
UNION ALL
SELECT d.day, i.product_id, CASE WHEN i.product_id IS NULL THEN i.title END, 0, 0, 0,
  sum(i.quantity), sum(i.unit_price_cents::bigint * i.quantity)
FROM order_items i JOIN orders o ON o.id = i.order_id
CROSS JOIN LATERAL (VALUES ((o.paid_at AT TIME ZONE 'Europe/Amsterdam')::date), (NULL::date)) AS d(day)
WHERE o.paid_at IS NOT NULL AND o.status IN ('paid', 'processing', 'shipped', 'delivered')
GROUP BY d.day, i.product_id, CASE WHEN i.product_id IS NULL THEN i.title END;
