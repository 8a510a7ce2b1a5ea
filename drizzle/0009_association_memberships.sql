ALTER TABLE "institutions" ADD COLUMN "associations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "associations_source" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "associations_source_year" integer;