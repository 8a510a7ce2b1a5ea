ALTER TABLE "forum_reports" ADD COLUMN "reported_title" text;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD COLUMN "reported_body" text;--> statement-breakpoint
-- Reports made before: a post unchanged since its report still has the words reported.
UPDATE "forum_reports" AS r SET "reported_title" = t."title", "reported_body" = t."body"
  FROM "forum_threads" AS t
  WHERE r."reply_id" IS NULL AND t."id" = r."thread_id" AND (t."edited_at" IS NULL OR t."edited_at" <= r."created_at");--> statement-breakpoint
UPDATE "forum_reports" AS r SET "reported_body" = p."body"
  FROM "forum_replies" AS p
  WHERE p."id" = r."reply_id" AND (p."edited_at" IS NULL OR p."edited_at" <= r."created_at");
