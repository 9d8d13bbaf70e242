CREATE TYPE "public"."check_in_outcome" AS ENUM('stomach', 'cramps', 'hit-the-wall', 'fine');--> statement-breakpoint
CREATE TABLE "saved_fuel_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"share_token" text NOT NULL,
	"check_in" "check_in_outcome",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_fuel_plans_shareToken_unique" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "saved_fuel_plans" ADD CONSTRAINT "saved_fuel_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_fuel_plans_user_idx" ON "saved_fuel_plans" USING btree ("user_id","created_at");