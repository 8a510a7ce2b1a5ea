CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "institutions_name_idx";--> statement-breakpoint
DROP INDEX "institutions_country_state_idx";--> statement-breakpoint
CREATE INDEX "institutions_name_id_idx" ON "institutions" USING btree ("institution_name","id");--> statement-breakpoint
CREATE INDEX "institutions_name_search_prefix_idx" ON "institutions" USING btree ("name_search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "institutions_facets_idx" ON "institutions" USING btree ("country","state_province","denomination","institution_type","accreditation_status","online_programs","financial_aid_available");--> statement-breakpoint
CREATE INDEX "institutions_enrollment_idx" ON "institutions" USING btree ("student_body_size" desc nulls last,"institution_name","id");--> statement-breakpoint
CREATE INDEX "institutions_tuition_idx" ON "institutions" USING btree ("tuition" asc nulls last,"institution_name","id");--> statement-breakpoint
-- Raise institutions' data version once per changing statement (insert, update, delete, truncate),
-- in the same transaction, so a cache keyed on it can never serve figures older than the data.
INSERT INTO "data_versions" ("name", "version") VALUES ('institutions', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (name, version) VALUES (TG_TABLE_NAME, 1)
    ON CONFLICT (name) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER institutions_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "institutions"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
