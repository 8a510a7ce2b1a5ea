DROP INDEX "institutions_facets_idx";--> statement-breakpoint
ALTER TABLE "institutions" drop column "search_text";--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(institution_name, '') || ' ' || coalesce(alias, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state_province, '') || ' ' || coalesce(state_name, '') || ' ' || coalesce(country, '') || ' ' || coalesce(denomination_detail, '') || ' ' || coalesce(description, '') || ' ' || coalesce(detailed_summary, '') || ' ' || coalesce(key_programs, '') || ' ' || coalesce(unique_features, '')))) STORED;--> statement-breakpoint
CREATE INDEX "institutions_search_text_trgm_idx" ON "institutions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "tradition" text GENERATED ALWAYS AS (case when denomination_detail like 'Not reported%' or denomination_detail like 'Other (%' or denomination_detail like 'Independent (%' then null else denomination_detail end) STORED;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "founded_source" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "founded_source_year" integer;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "edited_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "institutions_facets_idx" ON "institutions" USING btree ("country","state_province","denomination","institution_type","accreditation_status","online_programs","financial_aid_available","tradition");