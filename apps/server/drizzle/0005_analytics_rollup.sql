CREATE TABLE "page_visit_day_clients" (
	"day" date NOT NULL,
	"device_class" text NOT NULL,
	"browser" text NOT NULL,
	"visits" integer NOT NULL,
	"total_duration_ms" bigint NOT NULL,
	CONSTRAINT "page_visit_day_clients_day_device_class_browser_pk" PRIMARY KEY("day","device_class","browser")
);
--> statement-breakpoint
CREATE TABLE "page_visit_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"device_class" text NOT NULL,
	"browser" text NOT NULL,
	"visits" integer NOT NULL,
	"total_duration_ms" bigint NOT NULL,
	CONSTRAINT "page_visit_days_day_path_device_class_browser_pk" PRIMARY KEY("day","path","device_class","browser")
);
