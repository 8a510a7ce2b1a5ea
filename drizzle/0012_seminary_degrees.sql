ALTER TABLE "institutions" ADD COLUMN "degree_mdiv" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "degree_mdiv_online" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "degree_ma" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "degree_ma_online" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "degree_thm" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "degree_thm_online" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "degree_dmin" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "degree_dmin_online" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "degree_phd" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "degree_phd_online" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "degrees_online_approved" boolean;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "degrees_source_url" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "degrees_verified_on" date;