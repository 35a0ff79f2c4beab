ALTER TABLE "leads" ADD COLUMN "estimate_query" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "estimate_summary" text;