-- Failures are now counted per account and client; the old per-account counts are dropped.
DROP TABLE "login_throttles";--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttles_email_client_pk" PRIMARY KEY("email","client")
);
