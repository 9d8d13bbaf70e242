CREATE TABLE "page_visit_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"visits" integer NOT NULL,
	"total_duration_ms" bigint NOT NULL
);
--> statement-breakpoint
-- What the daily rollup holds so far, per path (decision 076).
INSERT INTO "page_visit_paths" ("path", "visits", "total_duration_ms")
SELECT "path", sum("visits"), sum("total_duration_ms") FROM "page_visit_days" GROUP BY "path";
