ALTER TABLE "orders" ADD COLUMN "shipment_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_whole" CHECK (("orders"."shipped_at" is null) = ("orders"."tracking_code" is null) and ("orders"."shipped_at" is null) = ("orders"."shipment_carrier" is null));