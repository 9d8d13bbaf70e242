DROP INDEX "order_items_title_idx";--> statement-breakpoint
DROP INDEX "orders_city_idx";--> statement-breakpoint
DROP INDEX "addresses_city_idx";--> statement-breakpoint
DROP INDEX "users_last_name_idx";--> statement-breakpoint
CREATE INDEX "order_items_title_trgm_idx" ON "order_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("user_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_first_name_trgm_idx" ON "orders" USING gin ("address_first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_last_name_trgm_idx" ON "orders" USING gin ("address_last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_city_trgm_idx" ON "orders" USING gin ("address_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "addresses_city_trgm_idx" ON "addresses" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);