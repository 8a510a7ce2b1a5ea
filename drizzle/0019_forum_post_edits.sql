ALTER TABLE "forum_replies" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "edited_at" timestamp with time zone;