CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"institution_id" integer,
	"article_id" integer,
	"visit_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"summary" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "article_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"headline" text,
	"sub_headline" text,
	"tldr" text,
	"excerpt" text,
	"snippet" text,
	"content" text DEFAULT '' NOT NULL,
	"category" text,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published" boolean GENERATED ALWAYS AS (status = 'published') STORED,
	"header_image_path" text,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"search_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'published', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" text NOT NULL,
	"institution_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_institution_id_pk" PRIMARY KEY("user_id","institution_id")
);
--> statement-breakpoint
CREATE TABLE "file_chunks" (
	"file_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "file_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_filename" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'general' NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"source_id" integer,
	"institution_name" text NOT NULL,
	"alias" text,
	"street_address" text,
	"city" text,
	"state_province" text,
	"state_name" text,
	"country" text DEFAULT 'United States' NOT NULL,
	"postal_code" text,
	"full_address" text,
	"website" text,
	"latitude" double precision,
	"longitude" double precision,
	"description" text,
	"detailed_summary" text,
	"key_programs" text,
	"unique_features" text,
	"why_choose" text,
	"student_outcomes" text,
	"institution_type" text NOT NULL,
	"denomination" text,
	"denomination_detail" text,
	"christian_tradition" text,
	"accreditation_status" text,
	"accreditor" text,
	"online_programs" boolean,
	"financial_aid_available" boolean,
	"founded_year" integer,
	"student_body_size" integer,
	"campus_type" text,
	"campus_setting" text,
	"control" text,
	"highest_degree" text,
	"tuition" integer,
	"tuition_year" text,
	"tuition_range" text,
	"image_path" text,
	"meta_title" text,
	"meta_description" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"review_note" text,
	"data_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_search" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(institution_name, '') || ' ' || coalesce(alias, '')))) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(institution_name, '') || ' ' || coalesce(alias, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state_province, '') || ' ' || coalesce(state_name, '') || ' ' || coalesce(country, '') || ' ' || coalesce(description, '') || ' ' || coalesce(detailed_summary, '') || ' ' || coalesce(key_programs, '') || ' ' || coalesce(unique_features, '')))) STORED,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, f_unaccent(coalesce(institution_name, '') || ' ' || coalesce(alias, ''))), 'A')
        || setweight(to_tsvector('english'::regconfig, f_unaccent(coalesce(city, '') || ' ' || coalesce(state_province, '') || ' ' || coalesce(state_name, '') || ' ' || coalesce(country, '') || ' ' || coalesce(denomination, '') || ' ' || coalesce(denomination_detail, '') || ' ' || coalesce(institution_type, ''))), 'B')
        || setweight(to_tsvector('english'::regconfig, f_unaccent(coalesce(key_programs, '') || ' ' || coalesce(unique_features, ''))), 'C')
        || setweight(to_tsvector('english'::regconfig, f_unaccent(coalesce(description, '') || ' ' || coalesce(detailed_summary, '') || ' ' || coalesce(why_choose, '') || ' ' || coalesce(student_outcomes, ''))), 'D')) STORED,
	CONSTRAINT "institutions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "institutions_sourceId_unique" UNIQUE("source_id")
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "admin_users_role_check" CHECK ("admin_users"."role" in ('super_admin', 'admin', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"user_type" text NOT NULL,
	"date_of_birth" date,
	"is_over18" boolean DEFAULT false NOT NULL,
	"has_parental_consent" boolean DEFAULT false NOT NULL,
	"parental_consent_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"data_processing_consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_user_type_check" CHECK ("user_profiles"."user_type" in ('high_school_student', 'career_switcher', 'ministry_student', 'parent', 'educator'))
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_file_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_kind_created_idx" ON "analytics_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "articles_status_published_at_idx" ON "articles" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "favorites_institution_idx" ON "favorites" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "file_uploads_created_at_idx" ON "file_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "institutions_name_search_trgm_idx" ON "institutions" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "institutions_search_text_trgm_idx" ON "institutions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "institutions_search_document_idx" ON "institutions" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "institutions_name_idx" ON "institutions" USING btree ("institution_name");--> statement-breakpoint
CREATE INDEX "institutions_country_state_idx" ON "institutions" USING btree ("country","state_province");--> statement-breakpoint
CREATE INDEX "institutions_denomination_idx" ON "institutions" USING btree ("denomination");--> statement-breakpoint
CREATE INDEX "institutions_type_idx" ON "institutions" USING btree ("institution_type");--> statement-breakpoint
CREATE INDEX "institutions_featured_idx" ON "institutions" USING btree ("is_featured");