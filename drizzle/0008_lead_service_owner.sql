ALTER TABLE "leads" ADD COLUMN "service" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "pickup_area" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "waste_type" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "waste_volume" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "pickup_frequency" text;--> statement-breakpoint
UPDATE "leads" SET "service" = CASE
  WHEN "kind" = 'consultation' THEN 'epr'
  WHEN "source_page" = '/epr-compliance-service' THEN 'epr'
  WHEN "source_page" = '/industrial-waste-pickup-service' THEN 'industrial-pickup'
  WHEN "source_page" = '/residential-waste-pickup-service' THEN 'residential-pickup'
  ELSE 'general' END;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_service_check" CHECK ("leads"."service" in ('epr', 'industrial-pickup', 'residential-pickup', 'general'));--> statement-breakpoint
CREATE INDEX "leads_service_idx" ON "leads" USING btree ("service","created_at");--> statement-breakpoint
ALTER TABLE "lead_workflow" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "lead_workflow" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "lead_workflow" ADD CONSTRAINT "lead_workflow_owner_id_staff_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_workflow_owner_idx" ON "lead_workflow" USING btree ("owner_id","follow_up_on");--> statement-breakpoint
CREATE TABLE "lead_refusals" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_refusals_day_reason_pk" PRIMARY KEY("day","reason")
);
