CREATE TABLE "product_photos" (
	"product_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	CONSTRAINT "product_photos_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_photos_media_unique" UNIQUE("product_id","media_id"),
	CONSTRAINT "product_photos_position_non_negative" CHECK ("product_photos"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_photos_media_idx" ON "product_photos" USING btree ("media_id");