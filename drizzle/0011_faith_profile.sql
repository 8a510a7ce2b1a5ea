ALTER TABLE "institutions" ADD COLUMN "faith_statement_url" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "faith_affirmed_by_students" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "faith_affirmed_by_faculty" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "faith_affirmed_by_staff" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "faith_affirmed_by_board" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "chapel" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "chapel_times_per_week" smallint;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "lifestyle_covenant" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "covenant_topics" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "bible_credits_required" smallint;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "pastor_reference_required" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "faith_profile_source_url" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "faith_profile_verified_on" date;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_chapel_check" CHECK (coalesce("institutions"."chapel" in ('required', 'credit_based', 'voluntary', 'none'), true) and ("institutions"."chapel_times_per_week" is null or coalesce("institutions"."chapel" = 'required' and "institutions"."chapel_times_per_week" between 1 and 14, false)));--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_bible_credits_check" CHECK ("institutions"."bible_credits_required" between 0 and 60);