CREATE TABLE "import_run_items" (
	"run_id" integer NOT NULL,
	"item_index" integer NOT NULL,
	"institution_id" integer,
	"outcome" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_run_items_run_id_item_index_pk" PRIMARY KEY("run_id","item_index"),
	CONSTRAINT "import_run_items_outcome_check" CHECK ("import_run_items"."outcome" in ('updated', 'unchanged', 'error'))
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"file_name" text NOT NULL,
	"total_items" integer NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_runs_status_check" CHECK ("import_runs"."status" in ('running', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "import_run_items" ADD CONSTRAINT "import_run_items_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_run_items" ADD CONSTRAINT "import_run_items_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
