CREATE TABLE "compare_selections" (
	"user_id" text NOT NULL,
	"institution_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compare_selections_user_id_institution_id_pk" PRIMARY KEY("user_id","institution_id")
);
--> statement-breakpoint
ALTER TABLE "compare_selections" ADD CONSTRAINT "compare_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compare_selections" ADD CONSTRAINT "compare_selections_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compare_selections_institution_idx" ON "compare_selections" USING btree ("institution_id");