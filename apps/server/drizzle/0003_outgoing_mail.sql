CREATE TYPE "public"."mail_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "outgoing_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"message_id" text NOT NULL,
	"status" "mail_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outgoing_mails_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "outgoing_mails_status_idx" ON "outgoing_mails" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outgoing_mails_created_idx" ON "outgoing_mails" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "confirmation_email_sent_at";