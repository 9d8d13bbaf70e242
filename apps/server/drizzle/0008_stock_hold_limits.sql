ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_per_order" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pending_client_address_idx" ON "orders" USING btree ("client_address") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_order_range" CHECK ("products"."max_per_order" between 1 and 99);