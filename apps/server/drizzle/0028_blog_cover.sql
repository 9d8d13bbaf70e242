ALTER TABLE "blog_posts" ADD COLUMN "cover_media_id" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "cover_alt" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_cover_idx" ON "blog_posts" USING btree ("cover_media_id");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_complete" CHECK (("blog_posts"."cover_media_id" is null) = ("blog_posts"."cover_alt" is null));