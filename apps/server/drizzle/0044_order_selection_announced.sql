-- Which orders the admin's list selects, and in what order, is announced apart as
-- `order-selection` (decision 102): by an order or an order line that comes or goes, and by a
-- change of a value the list's filters (other than the status) or its order read. A shipment, a
-- tracking code, a note or a payment's status moves none of them: the list then keeps which
-- orders a page shows and reads only their rows again.
CREATE TRIGGER orders_announce_selection_change
  AFTER INSERT OR DELETE OR TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('order-selection');
--> statement-breakpoint
CREATE TRIGGER orders_announce_selection_update
  AFTER UPDATE OF user_id, user_email, stripe_session_id, stripe_payment_intent_id, address_first_name,
    address_last_name, address_city, address_country, created_at ON "orders"
  FOR EACH ROW WHEN (
    OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.user_email IS DISTINCT FROM NEW.user_email
    OR OLD.stripe_session_id IS DISTINCT FROM NEW.stripe_session_id
    OR OLD.stripe_payment_intent_id IS DISTINCT FROM NEW.stripe_payment_intent_id
    OR OLD.address_first_name IS DISTINCT FROM NEW.address_first_name
    OR OLD.address_last_name IS DISTINCT FROM NEW.address_last_name
    OR OLD.address_city IS DISTINCT FROM NEW.address_city
    OR OLD.address_country IS DISTINCT FROM NEW.address_country
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION announce_content_change('order-selection');
--> statement-breakpoint
CREATE TRIGGER order_items_announce_selection_change
  AFTER INSERT OR DELETE OR TRUNCATE ON "order_items"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('order-selection');
--> statement-breakpoint
CREATE TRIGGER order_items_announce_selection_update
  AFTER UPDATE OF order_id, title ON "order_items"
  FOR EACH ROW WHEN (OLD.order_id IS DISTINCT FROM NEW.order_id OR OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION announce_content_change('order-selection');
