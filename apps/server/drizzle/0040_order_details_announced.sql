-- The admin's orders list is kept in memory too (decision 093): every table it shows beside the
-- orders announces `sales` as well, so a change to an order's lines, invoices, refund lines or
-- requests to withdraw drops the kept pages even when the order's own row did not move.
CREATE TRIGGER order_items_announce_sales_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_items"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('sales');
--> statement-breakpoint
CREATE TRIGGER invoices_announce_sales_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('sales');
--> statement-breakpoint
CREATE TRIGGER order_refund_lines_announce_sales_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_refund_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('sales');
--> statement-breakpoint
CREATE TRIGGER order_withdrawals_announce_sales_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_withdrawals"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('sales');
