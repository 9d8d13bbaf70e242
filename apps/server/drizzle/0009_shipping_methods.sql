CREATE TYPE "public"."shipping_country" AS ENUM('NL', 'BE');--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"carrier" text NOT NULL,
	"countries" "shipping_country"[] NOT NULL,
	"price_cents" integer NOT NULL,
	"free_above_cents" integer,
	"max_order_cents" integer,
	"delivery_estimate" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_countries_not_empty" CHECK (cardinality("shipping_methods"."countries") > 0),
	CONSTRAINT "shipping_methods_price_non_negative" CHECK ("shipping_methods"."price_cents" >= 0),
	CONSTRAINT "shipping_methods_free_above_positive" CHECK ("shipping_methods"."free_above_cents" is null or "shipping_methods"."free_above_cents" > 0),
	CONSTRAINT "shipping_methods_max_order_positive" CHECK ("shipping_methods"."max_order_cents" is null or "shipping_methods"."max_order_cents" > 0)
);
