CREATE TABLE "institution_fact_sources" (
	"institution_id" integer NOT NULL,
	"field" text NOT NULL,
	"kind" text NOT NULL,
	"source_url" text NOT NULL,
	"quote" text,
	"observed_on" date NOT NULL,
	"reviewer_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_fact_sources_institution_id_field_pk" PRIMARY KEY("institution_id","field"),
	CONSTRAINT "institution_fact_sources_kind_check" CHECK ("institution_fact_sources"."kind" in ('school_site', 'school_reported'))
);
--> statement-breakpoint
CREATE TABLE "representation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"institution_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "representation_requests_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "school_proposal_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"field" text NOT NULL,
	"kind" text NOT NULL,
	"current_value" jsonb,
	"proposed_value" jsonb,
	"source_url" text,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by_user_id" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "school_proposal_items_status_check" CHECK ("school_proposal_items"."status" in ('pending', 'approved', 'rejected', 'acknowledged'))
);
--> statement-breakpoint
CREATE TABLE "school_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"user_id" text,
	"user_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_representatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"institution_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"granted_via" text NOT NULL,
	"granted_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "admissions_url" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "tuition_url" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "institution_fact_sources" ADD CONSTRAINT "institution_fact_sources_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_fact_sources" ADD CONSTRAINT "institution_fact_sources_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_requests" ADD CONSTRAINT "representation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_requests" ADD CONSTRAINT "representation_requests_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_proposal_items" ADD CONSTRAINT "school_proposal_items_proposal_id_school_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."school_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_proposal_items" ADD CONSTRAINT "school_proposal_items_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_proposals" ADD CONSTRAINT "school_proposals_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_proposals" ADD CONSTRAINT "school_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_representatives" ADD CONSTRAINT "school_representatives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_representatives" ADD CONSTRAINT "school_representatives_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_representatives" ADD CONSTRAINT "school_representatives_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "representation_requests_user_idx" ON "representation_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "school_proposal_items_proposal_idx" ON "school_proposal_items" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "school_proposal_items_pending_idx" ON "school_proposal_items" USING btree ("status") WHERE "school_proposal_items"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "school_proposals_institution_idx" ON "school_proposals" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_representatives_user_institution_idx" ON "school_representatives" USING btree ("user_id","institution_id");--> statement-breakpoint
CREATE INDEX "school_representatives_institution_idx" ON "school_representatives" USING btree ("institution_id");--> statement-breakpoint
-- A fact's provenance is part of the school's public data: a change raises the institutions data
-- version, so cached pages follow it.
CREATE TRIGGER institution_fact_sources_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "institution_fact_sources"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_named_data_version('institutions');
