-- The admin's sales figures announce their changes too (decision 091): every statement that changes
-- what the dashboard's figures read (the orders, their status changes, their refunds and the daily
-- rollup its triggers keep) notifies `content_changed` with the topic `sales`, delivered on commit,
-- once per transaction. Each process keeps the figures of a period until the topic moves.
CREATE TRIGGER orders_announce_sales_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('sales');
--> statement-breakpoint
CREATE TRIGGER order_status_history_announce_sales_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_status_history"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('sales');
--> statement-breakpoint
CREATE TRIGGER order_refunds_announce_sales_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('sales');
--> statement-breakpoint
CREATE TRIGGER sales_days_announce_sales_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales_days"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('sales');
