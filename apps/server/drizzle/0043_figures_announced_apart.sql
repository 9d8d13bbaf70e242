-- The dashboard's sales figures are announced apart, as `figures` (decision 100): only by the
-- changes that move what they read. Until now every change of an order announced `sales`, which
-- the admin's orders list needs, and the figures were read again after each shipment too.
--
-- The rollup first: an order whose status moves between two statuses that both count as sold
-- (paid, processing, shipped, delivered) and whose payment, total and VAT stay is left alone,
-- instead of being taken out of its day and put back.
DROP TRIGGER sales_days_order_updated ON "orders";
--> statement-breakpoint
CREATE TRIGGER sales_days_order_updated AFTER UPDATE OF status, paid_at, total_cents, vat_cents ON "orders"
  FOR EACH ROW WHEN (
    (OLD.status IN ('paid', 'processing', 'shipped', 'delivered'))
      IS DISTINCT FROM (NEW.status IN ('paid', 'processing', 'shipped', 'delivered'))
    OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
    OR OLD.total_cents IS DISTINCT FROM NEW.total_cents OR OLD.vat_cents IS DISTINCT FROM NEW.vat_cents)
  EXECUTE FUNCTION sales_days_order_changed();
--> statement-breakpoint
-- What the figures read: the daily rollup (sales, their lines, their days) and the refunds, whole.
CREATE TRIGGER sales_days_announce_figures_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales_days"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('figures');
--> statement-breakpoint
CREATE TRIGGER order_refunds_announce_figures_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('figures');
--> statement-breakpoint
-- Of the orders and their status changes, only what an order made 'refunded' before refunds moved
-- money is counted by: the order's status and total, and the moment it was made 'refunded'.
CREATE TRIGGER orders_announce_figures_insert AFTER INSERT ON "orders"
  FOR EACH ROW WHEN (NEW.status = 'refunded') EXECUTE FUNCTION announce_content_change('figures');
--> statement-breakpoint
CREATE TRIGGER orders_announce_figures_update AFTER UPDATE OF status, total_cents ON "orders"
  FOR EACH ROW WHEN ((OLD.status = 'refunded' OR NEW.status = 'refunded')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.total_cents IS DISTINCT FROM NEW.total_cents))
  EXECUTE FUNCTION announce_content_change('figures');
--> statement-breakpoint
CREATE TRIGGER orders_announce_figures_delete AFTER DELETE ON "orders"
  FOR EACH ROW WHEN (OLD.status = 'refunded') EXECUTE FUNCTION announce_content_change('figures');
--> statement-breakpoint
CREATE TRIGGER orders_announce_figures_truncate AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('figures');
--> statement-breakpoint
CREATE TRIGGER order_status_history_announce_figures_insert AFTER INSERT ON "order_status_history"
  FOR EACH ROW WHEN (NEW.status = 'refunded') EXECUTE FUNCTION announce_content_change('figures');
--> statement-breakpoint
CREATE TRIGGER order_status_history_announce_figures_update AFTER UPDATE ON "order_status_history"
  FOR EACH ROW WHEN (OLD.status = 'refunded' OR NEW.status = 'refunded')
  EXECUTE FUNCTION announce_content_change('figures');
--> statement-breakpoint
CREATE TRIGGER order_status_history_announce_figures_delete AFTER DELETE ON "order_status_history"
  FOR EACH ROW WHEN (OLD.status = 'refunded') EXECUTE FUNCTION announce_content_change('figures');
--> statement-breakpoint
CREATE TRIGGER order_status_history_announce_figures_truncate AFTER TRUNCATE ON "order_status_history"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('figures');
