CREATE TABLE "institution_outcomes" (
	"institution_id" integer PRIMARY KEY NOT NULL,
	"graduate_only" boolean DEFAULT false NOT NULL,
	"median_group" text NOT NULL,
	"graduation_rate" double precision,
	"retention_rate" double precision,
	"median_earnings_10yr" integer,
	"median_debt" integer,
	"net_price" integer,
	"net_price_0_30k" integer,
	"net_price_30_48k" integer,
	"net_price_48_75k" integer,
	"net_price_75_110k" integer,
	"net_price_110k_plus" integer,
	"admission_rate" double precision,
	"undergraduate_enrollment" integer,
	"pell_share" double precision,
	"student_faculty_ratio" integer,
	"tuition_in_state" integer,
	"tuition_out_of_state" integer,
	"suppressed" text[] DEFAULT '{}'::text[] NOT NULL,
	"scorecard_source" text,
	"scorecard_year" text,
	"earnings_source" text,
	"earnings_year" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcome_medians" (
	"group_key" text NOT NULL,
	"measure" text NOT NULL,
	"median" double precision NOT NULL,
	"institutions" integer NOT NULL,
	"source" text NOT NULL,
	"year" text NOT NULL,
	CONSTRAINT "outcome_medians_group_key_measure_pk" PRIMARY KEY("group_key","measure")
);
--> statement-breakpoint
ALTER TABLE "institution_outcomes" ADD CONSTRAINT "institution_outcomes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A school's outcomes are part of its public data: a change raises the institutions data version,
-- so the search index and the cached pages follow it.
CREATE OR REPLACE FUNCTION bump_named_data_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (name, version) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (name) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER institution_outcomes_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "institution_outcomes"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_named_data_version('institutions');
--> statement-breakpoint
CREATE TRIGGER outcome_medians_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "outcome_medians"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_named_data_version('institutions');
