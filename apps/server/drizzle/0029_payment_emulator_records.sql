CREATE TABLE "payment_emulator_records" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"data" jsonb NOT NULL,
	"charge_id" text,
	"open_until" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_emulator_records_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "payment_emulator_records_charge_idx" ON "payment_emulator_records" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "payment_emulator_records_open_until_idx" ON "payment_emulator_records" USING btree ("open_until");