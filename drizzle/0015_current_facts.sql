ALTER TABLE "institutions" ADD COLUMN "accreditor_source" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "accreditor_year" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "online_programs_source" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "online_programs_year" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "student_body_size_measure" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "student_body_size_source" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "student_body_size_year" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "tuition_source" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "tuition_out_of_state" integer;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "tuition_out_of_state_source" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "tuition_out_of_state_year" text;--> statement-breakpoint
ALTER TABLE "institution_outcomes" DROP COLUMN "tuition_in_state";--> statement-breakpoint
ALTER TABLE "institution_outcomes" DROP COLUMN "tuition_out_of_state";