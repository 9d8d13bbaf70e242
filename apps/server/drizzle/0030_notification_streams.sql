CREATE TABLE "notification_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_streams" ADD CONSTRAINT "notification_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_streams_user_idx" ON "notification_streams" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_streams_client_idx" ON "notification_streams" USING btree ("client");--> statement-breakpoint
CREATE INDEX "notification_streams_seen_idx" ON "notification_streams" USING btree ("seen_at");