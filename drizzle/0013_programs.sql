CREATE TABLE "cip_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"definition" text,
	CONSTRAINT "cip_codes_code_check" CHECK ("cip_codes"."code" ~ '^[0-9]{2}([.][0-9]{2}([0-9]{2})?)?$')
);
--> statement-breakpoint
CREATE TABLE "institution_field_outcomes" (
	"institution_id" integer NOT NULL,
	"cip4" text NOT NULL,
	"credential_level" smallint NOT NULL,
	"earnings_1yr" integer,
	"earnings_4yr" integer,
	"debt_median" integer,
	CONSTRAINT "institution_field_outcomes_institution_id_cip4_credential_level_pk" PRIMARY KEY("institution_id","cip4","credential_level"),
	CONSTRAINT "institution_field_outcomes_cip4_check" CHECK ("institution_field_outcomes"."cip4" ~ '^[0-9]{2}[.][0-9]{2}$'),
	CONSTRAINT "institution_field_outcomes_credential_check" CHECK ("institution_field_outcomes"."credential_level" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "institution_online_fields" (
	"institution_id" integer NOT NULL,
	"cip_family" text NOT NULL,
	"award" text NOT NULL,
	CONSTRAINT "institution_online_fields_institution_id_cip_family_award_pk" PRIMARY KEY("institution_id","cip_family","award"),
	CONSTRAINT "institution_online_fields_award_check" CHECK ("institution_online_fields"."award" in ('CERT1', 'CERT2', 'ASSOC', 'CERT4', 'BACHL'))
);
--> statement-breakpoint
CREATE TABLE "institution_programs" (
	"institution_id" integer NOT NULL,
	"cip" text NOT NULL,
	"award_level" smallint NOT NULL,
	"graduates_2020" integer,
	"graduates_2021" integer,
	"graduates_2022" integer,
	"graduates_2023" integer,
	"graduates_2024" integer,
	CONSTRAINT "institution_programs_institution_id_cip_award_level_pk" PRIMARY KEY("institution_id","cip","award_level"),
	CONSTRAINT "institution_programs_cip_check" CHECK ("institution_programs"."cip" ~ '^[0-9]{2}[.][0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "institution_field_outcomes" ADD CONSTRAINT "institution_field_outcomes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_online_fields" ADD CONSTRAINT "institution_online_fields_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_programs" ADD CONSTRAINT "institution_programs_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_programs_cip_idx" ON "institution_programs" USING btree ("cip" text_pattern_ops,"award_level");--> statement-breakpoint
-- A school's programs, field earnings and online fields, and the CIP titles, are part of its public
-- data: a change raises the institutions data version, so the search index and the cached pages
-- follow it.
CREATE TRIGGER cip_codes_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cip_codes"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_named_data_version('institutions');
--> statement-breakpoint
CREATE TRIGGER institution_programs_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "institution_programs"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_named_data_version('institutions');
--> statement-breakpoint
CREATE TRIGGER institution_field_outcomes_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "institution_field_outcomes"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_named_data_version('institutions');
--> statement-breakpoint
CREATE TRIGGER institution_online_fields_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "institution_online_fields"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_named_data_version('institutions');
