CREATE TYPE "public"."nutrition_form" AS ENUM('gel', 'drink-mix', 'bar', 'chew', 'tablet', 'capsule');--> statement-breakpoint
CREATE TYPE "public"."serving_unit" AS ENUM('g', 'ml');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "nutrition_form" "nutrition_form";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serving_size_tenths" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serving_unit" "serving_unit";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "servings_per_package" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carbohydrate_decigrams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fructose_decigrams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sodium_mg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "potassium_mg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "caffeine_mg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fluid_ml" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_serving_size_complete" CHECK (("products"."serving_size_tenths" is null) = ("products"."serving_unit" is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_nutrition_amounts" CHECK ("products"."serving_size_tenths" > 0 and "products"."servings_per_package" > 0 and "products"."carbohydrate_decigrams" >= 0
        and "products"."sodium_mg" >= 0 and "products"."potassium_mg" >= 0 and "products"."caffeine_mg" >= 0 and "products"."fluid_ml" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fructose_within_carbohydrate" CHECK ("products"."fructose_decigrams" is null
        or ("products"."carbohydrate_decigrams" is not null and "products"."fructose_decigrams" between 0 and "products"."carbohydrate_decigrams"));