ALTER TABLE "institutions" ADD COLUMN "financial_aid_available_source" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "financial_aid_available_year" text;--> statement-breakpoint
-- A federal-aid answer an administrator set before its source was recorded is theirs, dated by the row's last change.
UPDATE "institutions" SET "financial_aid_available_source" = 'Administrator', "financial_aid_available_year" = extract(year from "updated_at")::int::text WHERE 'financial_aid_available' = any("edited_fields");
