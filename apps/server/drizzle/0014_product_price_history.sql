CREATE TABLE "product_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_type" "discount_type",
	"discount_value_hundredths" integer,
	"effective_price_cents" integer NOT NULL,
	CONSTRAINT "product_price_changes_discount_complete" CHECK (("product_price_changes"."discount_type" is null) = ("product_price_changes"."discount_value_hundredths" is null))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reference_price_cents" integer;--> statement-breakpoint
ALTER TABLE "product_price_changes" ADD CONSTRAINT "product_price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_changes_product_at_idx" ON "product_price_changes" USING btree ("product_id","at");