-- Public content announces its changes (decision 072): every statement that changes a table the
-- public pages show notifies the channel `content_changed` with the table's topic, delivered on
-- commit (once per topic and transaction). Each process keeps a count per topic and drops the
-- pages it rendered from an older count; no request asks the database whether anything changed.
CREATE OR REPLACE FUNCTION announce_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_photos_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_price_changes_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_price_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER media_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER blog_posts_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('blog');
--> statement-breakpoint
CREATE TRIGGER blog_post_likes_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_post_likes"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('blog');
--> statement-breakpoint
CREATE TRIGGER comments_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('blog');
--> statement-breakpoint
CREATE TRIGGER comment_edits_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comment_edits"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('blog');
--> statement-breakpoint
CREATE TRIGGER comment_likes_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comment_likes"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('blog');
--> statement-breakpoint
CREATE TRIGGER legal_pages_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "legal_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('site');
--> statement-breakpoint
CREATE TRIGGER shop_settings_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('site');
--> statement-breakpoint
CREATE TRIGGER shipping_methods_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_methods"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('site');
--> statement-breakpoint
CREATE TRIGGER saved_fuel_plans_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "saved_fuel_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('plans');
--> statement-breakpoint
CREATE TRIGGER route_locks_announce_content_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "route_locks"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('locks');
--> statement-breakpoint
-- A commenter's name on the posts comes from these columns (decision 036).
CREATE TRIGGER users_announce_content_change
  AFTER UPDATE OF "first_name", "last_name", "email" OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('blog');
