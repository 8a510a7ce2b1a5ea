ALTER TABLE "institutions" ADD COLUMN "founded_source_url" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "founded_quote" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "founded_doubt" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "listed_because" jsonb;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "former_slugs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "location_precision" text;--> statement-breakpoint
CREATE INDEX "institutions_former_slugs_idx" ON "institutions" USING gin ("former_slugs");