CREATE TABLE "legal_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"seller_name" text NOT NULL,
	"seller_street" text NOT NULL,
	"seller_zip" text NOT NULL,
	"seller_city" text NOT NULL,
	"kvk_number" text NOT NULL,
	"vat_number" text NOT NULL,
	"email" text NOT NULL,
	"one_stop_shop" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id")
);
