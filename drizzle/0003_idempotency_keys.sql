CREATE TABLE "lead_idempotency_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"body_digest" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_idempotency_keys" ADD CONSTRAINT "lead_idempotency_keys_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_idempotency_keys_created_at_idx" ON "lead_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");