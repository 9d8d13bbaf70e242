DROP INDEX "order_items_order_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
-- The lines of orders placed before: numbered in the order they were stored (their place in the table, which only an update moves).
UPDATE "order_items" SET "position" = "numbered"."position"
FROM (SELECT "id", (row_number() OVER (PARTITION BY "order_id" ORDER BY ctid) - 1)::integer AS "position" FROM "order_items") AS "numbered"
WHERE "order_items"."id" = "numbered"."id";
